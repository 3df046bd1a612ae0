import type { centreListSortFields } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPageOf } from '@/lib/request-page';

/** Every query of the admin check-in dashboards. */
export const adminCheckInsKey = ['admin-check-ins'] as const;

/** Centres on a page of the list (the API's default). */
export const centrePageSize = 50;

export type CentreListQuery = {
  date: string;
  search?: string | undefined;
  sortField?: (typeof centreListSortFields)[number];
  sortDirection?: 'asc' | 'desc';
  /** Only the centres with fewer staff clocked in than their children need (issue 45). */
  outOfRatio?: 'true' | undefined;
  page: number;
  limit: number;
};

/**
 * GET /admin/checkin/center: a page of the centres' figures for one Kuala Lumpur day, searched and
 * sorted by the server, with the day's summary of every centre and the paging meta.
 */
export async function getCentreDays(query: CentreListQuery, signal?: AbortSignal) {
  const { data, items, meta } = await requestPageOf(
    '/admin/checkin/center',
    query,
    // Loaded with the call: the admin's first page draws without zod (decision 055).
    import('@cic/contract/admin/admin-check-ins').then((m) => m.centreListDataSchema),
    (answer) => answer.centres,
    signal,
  );
  return { items, summary: data.summary, meta };
}

export const centreDaysQueryOptions = (query: CentreListQuery) =>
  queryOptions({
    queryKey: [...adminCheckInsKey, 'centres', query] as const,
    queryFn: ({ signal }) => getCentreDays(query, signal),
    // Another day, sort, search or page keeps the current rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCentreDays(query: CentreListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...centreDaysQueryOptions(query), ...options });
}

/**
 * The centre page's list of centres (spec 2 §2.9): the first 100 (the list's largest page) in the
 * list's default order, searched by name. One query for the sidebar and the centre's ratio now.
 */
export const sidebarCentresQuery = (date: string, search?: string): CentreListQuery => ({
  date,
  search,
  sortField: 'registerStatus',
  sortDirection: 'desc',
  page: 1,
  limit: 100,
});
