import { type ParentThreadForm, type StaffThreadForm, sentThreadsSchema, threadSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sideApi } from './conversations-key';
import { inboxKey } from './get-inbox';
import { threadKey } from './get-thread';

/** POST /parent/messages: a new thread to the child's centre about the child; it opens at once. */
export function useStartParentThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ParentThreadForm) =>
      api.post(sideApi.parent.path, { auth: sideApi.parent.auth, body: form, schema: threadSchema }),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadKey('parent', thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: inboxKey('parent') });
    },
  });
}

/** POST /center/messages: one thread per family reached. */
export function useStartCentreThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: StaffThreadForm) =>
      api.post(sideApi.centre.path, { auth: sideApi.centre.auth, body: form, schema: sentThreadsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey('centre') }),
  });
}
