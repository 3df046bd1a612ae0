import { adminRegistrationDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationsKey } from '../lib/registrations-key';

/** GET /admin/registration/{id}: every field of a registration and its order's id. */
export function getRegistration(id: string, signal?: AbortSignal) {
  return api.get(`/admin/registration/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: adminRegistrationDetailSchema,
    signal,
  });
}

export const registrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...registrationsKey, 'registration', id] as const,
    queryFn: ({ signal }) => getRegistration(id, signal),
  });

export function useRegistration(id: string) {
  return useQuery(registrationQueryOptions(id));
}
