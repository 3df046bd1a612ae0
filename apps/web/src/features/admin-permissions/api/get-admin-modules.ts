import { adminModuleSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminPermissionsKey } from './get-admin-permissions';

const adminModuleListSchema = z.array(adminModuleSchema);

/** GET /admin/admin-modules: the module catalogue (id, key, title, description, isEnabled) in its order. */
export function getAdminModules(signal?: AbortSignal) {
  return api.get('/admin/admin-modules', { auth: 'staff', schema: adminModuleListSchema, signal });
}

export const adminModulesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminPermissionsKey, 'modules'] as const,
    queryFn: ({ signal }) => getAdminModules(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useAdminModules() {
  return useQuery(adminModulesQueryOptions());
}
