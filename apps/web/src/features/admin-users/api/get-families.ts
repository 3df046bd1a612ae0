import { familyListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { type UserListQuery, usersKey } from '../lib/user-list-query';

const familyListSchema = z.array(familyListItemSchema);

/** GET /admin/users/families?search&page&limit: one page of families and the paging meta. */
export function getFamilies(query: UserListQuery, signal?: AbortSignal) {
  return requestPage('/admin/users/families', query, familyListSchema, signal);
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
