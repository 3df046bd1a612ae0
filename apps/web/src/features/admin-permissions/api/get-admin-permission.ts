import { type AdminPermissions, adminPermissionsSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPermissionsKey } from './get-admin-permissions';

/** GET /admin/permissions/{id}: one admin's modules, fresh when the edit dialog opens. */
export function getAdminPermission(id: string, signal?: AbortSignal) {
  return api.get(`/admin/permissions/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: adminPermissionsSchema,
    signal,
  });
}

export const adminPermissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPermissionsKey, 'one', id] as const,
    queryFn: ({ signal }) => getAdminPermission(id, signal),
    staleTime: 0,
  });

/** The admin's current modules; the row already on screen stands in until the answer arrives. */
export function useAdminPermission(admin: AdminPermissions) {
  return useQuery({ ...adminPermissionQueryOptions(admin.id), placeholderData: admin });
}
