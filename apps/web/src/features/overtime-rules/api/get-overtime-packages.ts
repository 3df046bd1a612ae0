import { overtimePackageSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { overtimeRulesKey } from './get-overtime-rules';

const packageListSchema = z.array(overtimePackageSchema);

/** GET /admin/overtime/packages: every package, and whether it already has rules. */
export function getOvertimePackages(signal?: AbortSignal) {
  return api.get('/admin/overtime/packages', { auth: 'staff', schema: packageListSchema, signal });
}

export const overtimePackagesQueryOptions = () =>
  queryOptions({
    queryKey: [...overtimeRulesKey, 'packages'] as const,
    queryFn: ({ signal }) => getOvertimePackages(signal),
  });

export function useOvertimePackages() {
  return useQuery(overtimePackagesQueryOptions());
}
