import { centreStaffMemberSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the head of centre's settings. */
export const centreStaffKey = ['centre-staff'] as const;

const managerListSchema = z.array(centreStaffMemberSchema);

/** GET /super-manager/permission (head of centre, hoc-login on): the centre's teachers. */
export function getManagers(signal?: AbortSignal) {
  return api.get('/super-manager/permission', { auth: 'staff', schema: managerListSchema, signal });
}

export const managersQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStaffKey, 'managers'] as const,
    queryFn: ({ signal }) => getManagers(signal),
  });

export function useManagers() {
  return useQuery(managersQueryOptions());
}
