import { adminRegistrationListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { registrationsKey } from '../lib/registrations-key';

const registrationListSchema = z.array(adminRegistrationListItemSchema);

/** GET /admin/registration?search&page&limit: one page of registrations and the paging meta. */
export async function getRegistrations(query: PagedListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', '/admin/registration', {
    auth: 'staff',
    query,
    schema: registrationListSchema,
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const registrationsQueryOptions = (query: PagedListQuery) =>
  queryOptions({
    queryKey: [...registrationsKey, 'list', query] as const,
    queryFn: ({ signal }) => getRegistrations(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useRegistrations(query: PagedListQuery) {
  return useQuery({ ...registrationsQueryOptions(query), placeholderData: keepPreviousData });
}
