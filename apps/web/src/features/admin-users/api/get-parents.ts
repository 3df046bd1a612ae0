import { parentListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { type UserListQuery, usersKey } from '../lib/user-list-query';

const parentListSchema = z.array(parentListItemSchema);

/** GET /admin/users/parents?search&page&limit: one page of parents and the paging meta. */
export async function getParents(query: UserListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', '/admin/users/parents', {
    auth: 'staff',
    query,
    schema: parentListSchema,
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const parentsQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'parents', query] as const,
    queryFn: ({ signal }) => getParents(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useParents(query: UserListQuery) {
  return useQuery({ ...parentsQueryOptions(query), placeholderData: keepPreviousData });
}
