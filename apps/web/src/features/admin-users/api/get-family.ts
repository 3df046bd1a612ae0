import { familyDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKey } from '../lib/user-list-query';

/** GET /admin/users/families/{id}: a family's members (with relation) and children (with centre). */
export function getFamily(id: string, signal?: AbortSignal) {
  return api.get(`/admin/users/families/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: familyDetailSchema,
    signal,
  });
}

export const familyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'family', id] as const,
    queryFn: ({ signal }) => getFamily(id, signal),
  });

export function useFamily(id: string) {
  return useQuery(familyQueryOptions(id));
}
