import { parentDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKey } from '../lib/user-list-query';

/** GET /admin/users/parents/{id}: a parent's profile and the families they belong to. */
export function getParent(id: string, signal?: AbortSignal) {
  return api.get(`/admin/users/parents/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: parentDetailSchema,
    signal,
  });
}

export const parentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'parent', id] as const,
    queryFn: ({ signal }) => getParent(id, signal),
  });

export function useParent(id: string) {
  return useQuery(parentQueryOptions(id));
}
