import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** PUT /super-manager/permission/{managerId}/pin: a teacher's first PIN, or a new one for a forgotten PIN. */
export async function setTeacherPin({ managerId, pin }: { managerId: string; pin: string }) {
  await request('PUT', `/super-manager/permission/${encodeURIComponent(managerId)}/pin`, {
    auth: 'staff',
    body: { pin },
  });
  return i18n.t('teacher:pins.saved');
}

export function useSetTeacherPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeacherPin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
