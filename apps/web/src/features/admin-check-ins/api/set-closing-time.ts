import { closingTimeBodySchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreKey } from './get-centre-view';

/** PUT /admin/checkin/center/{centerId}/closing-time: the centre's closing time 'HH:mm' (issue 30). */
export function useSetClosingTime(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closingTime: string) =>
      api.put(`/admin/checkin/center/${encodeURIComponent(centerId)}/closing-time`, {
        auth: 'staff',
        body: { closingTime },
        schema: closingTimeBodySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey(centerId) }),
  });
}
