import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerSchema, integer, object } from '@/lib/answer-check';
import { api } from '@/lib/api-client';
import { type ConversationSide, conversationsKey, sideApi } from './conversations-key';

/** The inbox's `unreadThreads` checked by hand: the tab bars and the home draw it without zod (decision 055). */
const unreadCheck = answerSchema(object({ unreadThreads: integer }));

/** GET …/messages?limit=1, read for the side's conversations with something unread. */
export const unreadThreadsQueryOptions = (side: ConversationSide) =>
  queryOptions({
    queryKey: [...conversationsKey(side), 'unread'] as const,
    queryFn: ({ signal }) =>
      api.get(sideApi[side].path, {
        auth: sideApi[side].auth,
        query: { limit: 1 },
        schema: unreadCheck,
        signal,
      }),
    select: (inbox) => inbox.unreadThreads,
    staleTime: 30 * 1000,
  });

export function useUnreadThreads(side: ConversationSide) {
  return useQuery(unreadThreadsQueryOptions(side));
}
