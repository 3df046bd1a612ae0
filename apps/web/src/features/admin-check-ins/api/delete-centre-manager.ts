import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreKey } from './get-centre-view';

/** DELETE /admin/checkin/center/{centerId}/manager/{managerId}: removes a teacher (never the head of centre). */
export async function deleteCentreManager(centerId: string, managerId: string) {
  await api.delete(
    `/admin/checkin/center/${encodeURIComponent(centerId)}/manager/${encodeURIComponent(managerId)}`,
    { auth: 'staff' },
  );
}

export function useDeleteCentreManager(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerId: string) => deleteCentreManager(centerId, managerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey(centerId) }),
  });
}
