import { idleMinutesBodySchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreKey } from './get-centre-view';

/** PUT /admin/checkin/center/{centerId}/idle-minutes: minutes before the teacher app shows the name picker again. */
export function useSetIdleMinutes(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      api.put(`/admin/checkin/center/${encodeURIComponent(centerId)}/idle-minutes`, {
        auth: 'staff',
        body: { minutes },
        schema: idleMinutesBodySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey(centerId) }),
  });
}
