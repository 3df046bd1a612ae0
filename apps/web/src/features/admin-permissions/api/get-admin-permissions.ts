import { adminPermissionsSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the permissions page. */
export const adminPermissionsKey = ['admin-permissions'] as const;

const adminPermissionsListSchema = z.array(adminPermissionsSchema);

/** GET /admin/permissions?search: the admins whose e-mail contains `search`, with their modules. */
export function getAdminPermissions(search: string, signal?: AbortSignal) {
  return api.get('/admin/permissions', {
    auth: 'staff',
    query: { search: search || undefined },
    schema: adminPermissionsListSchema,
    signal,
  });
}

export const adminPermissionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminPermissionsKey, 'list', search] as const,
    queryFn: ({ signal }) => getAdminPermissions(search, signal),
  });

/** The list keeps showing the previous answer while a new search loads. */
export function useAdminPermissions(search: string) {
  return useQuery({ ...adminPermissionsQueryOptions(search), placeholderData: keepPreviousData });
}
