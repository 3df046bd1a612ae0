import { parentListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { type UserListQuery, usersKey } from '../lib/user-list-query';

const parentListSchema = z.array(parentListItemSchema);

/** GET /admin/users/parents?search&page&limit: one page of parents and the paging meta. */
export function getParents(query: UserListQuery, signal?: AbortSignal) {
  return requestPage('/admin/users/parents', query, parentListSchema, signal);
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
