import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ConversationSide, sideApi, threadPath } from './conversations-key';
import { inboxKey } from './get-inbox';
import { type ConversationThread, threadKey } from './get-thread';

/** PUT …/messages/{threadId}/archive: into the side's archive, or back to its inbox; the other side sees no change. */
export function useArchiveThread(side: ConversationSide, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api.put(`${threadPath(side, threadId)}/archive`, { auth: sideApi[side].auth, body: { archived } }),
    onSuccess: (_, archived) => {
      queryClient.setQueryData<ConversationThread>(threadKey(side, threadId), (thread) =>
        thread ? { ...thread, archived } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: inboxKey(side) });
    },
  });
}
