import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTeacherNameBody } from './create-centre-manager';
import { centreKey } from './get-centre-view';

type RenameInput = AdminTeacherNameBody & { centerId: string; managerId: string };

/** PUT /admin/checkin/center/{centerId}/manager/{managerId}: renames a teacher. */
export async function renameCentreManager({ centerId, managerId, ...body }: RenameInput) {
  await api.put(
    `/admin/checkin/center/${encodeURIComponent(centerId)}/manager/${encodeURIComponent(managerId)}`,
    { auth: 'staff', body },
  );
}

export function useRenameCentreManager(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminTeacherNameBody & { managerId: string }) =>
      renameCentreManager({ centerId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey(centerId) }),
  });
}
