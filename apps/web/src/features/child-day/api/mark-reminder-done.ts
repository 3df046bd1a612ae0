import { careReminderDoneSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { childDayKey } from './get-child-day';

/** PUT /parent/care/reminders/{id}/done: the parent has what the centre asked them to bring. */
export function useMarkReminderDone(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api.put(`/parent/care/reminders/${encodeURIComponent(entryId)}/done`, {
        auth: 'parent',
        schema: careReminderDoneSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childDayKey(childId) }),
  });
}
