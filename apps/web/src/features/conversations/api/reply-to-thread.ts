import { type ReplyForm, threadMessageSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ConversationSide, conversationsKey, sideApi, threadPath } from './conversations-key';
import { inboxKey } from './get-inbox';
import { type ConversationThread, threadKey } from './get-thread';

/**
 * POST …/messages/{threadId}/replies: the answer joins the thread on screen at once; the inbox
 * (its order, archive marks) and the unread count are asked again.
 */
export function useReplyToThread(side: ConversationSide, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ReplyForm) =>
      api.post(`${threadPath(side, threadId)}/replies`, {
        auth: sideApi[side].auth,
        body: form,
        schema: threadMessageSchema,
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationThread>(threadKey(side, threadId), (thread) =>
        thread
          ? {
              ...thread,
              archived: false,
              lastMessageAt: message.createdAt,
              // The live stream's refetch may have brought it first: never twice.
              messages: [...thread.messages.filter((shown) => shown.id !== message.id), message],
            }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: inboxKey(side) });
      void queryClient.invalidateQueries({ queryKey: [...conversationsKey(side), 'unread'] });
    },
  });
}
