import { undoneCareGroupSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreCareKey } from './get-care-day';

/** POST /center/care/groups/{id}/undo: takes a group entry back within its minute. */
export function useUndoCare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api.post(`/center/care/groups/${encodeURIComponent(groupId)}/undo`, {
        auth: 'staff',
        schema: undoneCareGroupSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreCareKey }),
  });
}
