import { inboxSchema } from '@cic/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ConversationSide, conversationsKey, sideApi } from './conversations-key';

/**
 * What an inbox shows: its conversations or its archive, narrowed by a search text; for head
 * office, a centre's shared inbox instead of its own (`centreId`).
 */
export type InboxFilter = { search: string; archived: boolean; centreId?: string };

const pageSize = 20;

/** Every inbox page of a side, whatever its filter: what a change of read or archive marks refreshes. */
export const inboxKey = (side: ConversationSide) => [...conversationsKey(side), 'inbox'] as const;

/** GET …/messages?search&archived&cursor&limit: newest activity first, a page after each cursor. */
export const inboxQueryOptions = (side: ConversationSide, filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey(side), filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get(sideApi[side].path, {
        auth: sideApi[side].auth,
        query: {
          search: filter.search || undefined,
          archived: filter.archived,
          centreId: filter.centreId,
          cursor: pageParam,
          limit: pageSize,
        },
        schema: inboxSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A new search keeps the rows of the last one on screen until its own come. */
export function useInbox(side: ConversationSide, filter: InboxFilter) {
  return useInfiniteQuery({ ...inboxQueryOptions(side, filter), placeholderData: keepPreviousData });
}
