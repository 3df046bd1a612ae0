import { centreDayRowSchema, type centreListSortFields } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the admin check-in dashboards. */
export const adminCheckInsKey = ['admin-check-ins'] as const;

export type CentreListQuery = {
  date: string;
  sortField?: (typeof centreListSortFields)[number];
  sortDirection?: 'asc' | 'desc';
};

const centreDayListSchema = z.array(centreDayRowSchema);

/** GET /admin/checkin/center: every centre's figures for one Kuala Lumpur day, sorted by the server. */
export function getCentreDays(query: CentreListQuery, signal?: AbortSignal) {
  return api.get('/admin/checkin/center', { auth: 'staff', query, schema: centreDayListSchema, signal });
}

export const centreDaysQueryOptions = (query: CentreListQuery) =>
  queryOptions({
    queryKey: [...adminCheckInsKey, 'centres', query] as const,
    queryFn: ({ signal }) => getCentreDays(query, signal),
    // Another day or sort keeps the current rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCentreDays(query: CentreListQuery) {
  return useQuery(centreDaysQueryOptions(query));
}
