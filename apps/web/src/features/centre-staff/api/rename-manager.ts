import type { TeacherNameBody } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { managersQueryOptions } from './get-managers';

/** PUT /super-manager/permission/{managerId}: renames a teacher. */
export async function renameManager({ managerId, ...body }: TeacherNameBody & { managerId: string }) {
  await request('PUT', `/super-manager/permission/${encodeURIComponent(managerId)}`, {
    auth: 'staff',
    body,
  });
  return i18n.t('teacher:teachers.updated');
}

export function useRenameManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameManager,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersQueryOptions().queryKey }),
  });
}
