import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** DELETE /super-manager/permission/{managerId}/pin-lock: lifts the waits wrong PINs put on a teacher. */
export async function unlockTeacherPin(managerId: string) {
  await request('DELETE', `/super-manager/permission/${encodeURIComponent(managerId)}/pin-lock`, {
    auth: 'staff',
  });
  return i18n.t('teacher:pins.unlocked');
}

export function useUnlockTeacherPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockTeacherPin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
