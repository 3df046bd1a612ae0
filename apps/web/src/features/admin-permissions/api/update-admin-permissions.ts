import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { adminPermissionsKey } from './get-admin-permissions';

export type UpdateAdminPermissionsInput = {
  userId: string;
  /** Module ids in the order the admin's sidebar should show them. */
  modules: string[];
};

/**
 * POST /admin/permissions/{userId} with `{ modules }`. The server refuses (409) to take Settings
 * from the last admin who has it.
 */
export async function updateAdminPermissions({ userId, modules }: UpdateAdminPermissionsInput) {
  await request('POST', `/admin/permissions/${encodeURIComponent(userId)}`, {
    auth: 'staff',
    body: { modules },
  });
  return i18n.t('admin:permissions.updated');
}

export function useUpdateAdminPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPermissionsKey }),
  });
}
