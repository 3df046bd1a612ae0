import { familyListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { type UserListQuery, usersKey } from '../lib/user-list-query';

const familyListSchema = z.array(familyListItemSchema);

/** GET /admin/users/families?search&page&limit: one page of families and the paging meta. */
export async function getFamilies(query: UserListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', '/admin/users/families', {
    auth: 'staff',
    query,
    schema: familyListSchema,
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const familiesQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'families', query] as const,
    queryFn: ({ signal }) => getFamilies(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useFamilies(query: UserListQuery) {
  return useQuery({ ...familiesQueryOptions(query), placeholderData: keepPreviousData });
}
