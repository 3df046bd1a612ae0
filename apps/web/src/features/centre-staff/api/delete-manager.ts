import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** DELETE /super-manager/permission/{managerId}: removes a teacher and ends their sessions. */
export async function deleteManager(managerId: string) {
  await request('DELETE', `/super-manager/permission/${encodeURIComponent(managerId)}`, {
    auth: 'staff',
  });
  return i18n.t('teacher:teachers.deleted');
}

export function useDeleteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManager,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
