import { type CentreThread, centreThreadSchema, type Thread, threadSchema } from '@cic/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ConversationSide, conversationsKey, sideApi } from './conversations-key';
import { inboxKey } from './get-inbox';

/** A thread as either side reads it: staff also get the family's read receipts. */
export type ConversationThread = Thread & Partial<Pick<CentreThread, 'readReceipts'>>;

export const threadKey = (side: ConversationSide, threadId: string) =>
  [...conversationsKey(side), 'thread', threadId] as const;

function getThread(
  side: ConversationSide,
  threadId: string,
  signal?: AbortSignal,
): Promise<ConversationThread> {
  // Each side's address written out, so the answer's schema is checked against its own route.
  const id = encodeURIComponent(threadId);
  if (side === 'office') {
    return api.get(`/admin/messages/${id}`, {
      auth: sideApi.office.auth,
      schema: centreThreadSchema,
      signal,
    });
  }
  return side === 'centre'
    ? api.get(`/center/messages/${id}`, { auth: sideApi.centre.auth, schema: centreThreadSchema, signal })
    : api.get(`/parent/messages/${id}`, { auth: sideApi.parent.auth, schema: threadSchema, signal });
}

/**
 * GET …/messages/{threadId}: the thread, messages oldest first. The server marks it read, so the
 * inbox and the unread count are asked again once it has come.
 */
export function useThread(side: ConversationSide, threadId: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: threadKey(side, threadId),
      queryFn: async ({ signal }) => {
        const thread = await getThread(side, threadId, signal);
        void queryClient.invalidateQueries({ queryKey: inboxKey(side) });
        void queryClient.invalidateQueries({ queryKey: [...conversationsKey(side), 'unread'] });
        return thread;
      },
    }),
  );
}
