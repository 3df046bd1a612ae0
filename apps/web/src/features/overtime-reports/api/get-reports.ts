import { overtimeReportSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { requestPage } from '@/lib/request-page';
import { followListMs, overtimeReportsKey } from './reports-key';

const reportListSchema = z.array(overtimeReportSchema);

/** GET /admin/overtime/reports?search&page&limit: one page of reports and the paging meta. */
export function getReports(query: PagedListQuery, signal?: AbortSignal) {
  return requestPage('/admin/overtime/reports', query, reportListSchema, signal);
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
