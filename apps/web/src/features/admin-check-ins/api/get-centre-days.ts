import type { centreListSortFields } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** Every query of the admin check-in dashboards. */
export const adminCheckInsKey = ['admin-check-ins'] as const;

/** Centres on a page of the list (the API's default). */
export const centrePageSize = 50;

export type CentreListQuery = {
  date: string;
  search?: string | undefined;
  sortField?: (typeof centreListSortFields)[number];
  sortDirection?: 'asc' | 'desc';
  page: number;
  limit: number;
};

/**
 * GET /admin/checkin/center: a page of the centres' figures for one Kuala Lumpur day, searched and
 * sorted by the server, with the day's summary of every centre and the paging meta.
 */
export async function getCentreDays(query: CentreListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', '/admin/checkin/center', {
    auth: 'staff',
    query,
    // Loaded with the call: the admin's first page draws without zod (decision 055).
    schema: import('@cic/contract/admin/admin-check-ins').then((m) => m.centreListDataSchema),
    signal,
  });
  return {
    items: data.centres,
    summary: data.summary,
    meta: meta ?? { page: query.page, limit: query.limit, total: data.centres.length },
  };
}

export const centreDaysQueryOptions = (query: CentreListQuery) =>
  queryOptions({
    queryKey: [...adminCheckInsKey, 'centres', query] as const,
    queryFn: ({ signal }) => getCentreDays(query, signal),
    // Another day, sort, search or page keeps the current rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCentreDays(query: CentreListQuery) {
  return useQuery(centreDaysQueryOptions(query));
}
