import { overtimeReportSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { followListMs, overtimeReportsKey } from './reports-key';

const reportListSchema = z.array(overtimeReportSchema);

/** GET /admin/overtime/reports?search&page&limit: one page of reports and the paging meta. */
export async function getReports(query: PagedListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', '/admin/overtime/reports', {
    auth: 'staff',
    query,
    schema: reportListSchema,
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const reportsQueryOptions = (query: PagedListQuery) =>
  queryOptions({
    queryKey: [...overtimeReportsKey, 'list', query] as const,
    queryFn: ({ signal }) => getReports(query, signal),
    // Follows a generating report until it is ready or failed.
    refetchInterval: (current) =>
      current.state.data?.items.some((report) => report.status === 'GENERATING') ? followListMs : false,
  });

/** Keeps the previous page on screen while the next one loads. */
export function useReports(query: PagedListQuery) {
  return useQuery({ ...reportsQueryOptions(query), placeholderData: keepPreviousData });
}
