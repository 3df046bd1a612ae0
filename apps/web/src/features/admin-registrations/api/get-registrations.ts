import { adminRegistrationListItemSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { requestPage } from '@/lib/request-page';
import { registrationsKey } from '../lib/registrations-key';

const registrationListSchema = z.array(adminRegistrationListItemSchema);

/** GET /admin/registration?search&page&limit: one page of registrations and the paging meta. */
export function getRegistrations(query: PagedListQuery, signal?: AbortSignal) {
  return requestPage('/admin/registration', query, registrationListSchema, signal);
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
