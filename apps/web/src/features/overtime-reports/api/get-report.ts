import { overtimeReportSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { followReportMs, overtimeReportsKey } from './reports-key';

export const reportPath = (reportId: string) => `/admin/overtime/reports/${encodeURIComponent(reportId)}`;

/** GET /admin/overtime/reports/{id}: the report, its status and kept totals. */
export function getReport(reportId: string, signal?: AbortSignal) {
  return api.get(reportPath(reportId), { auth: 'staff', schema: overtimeReportSchema, signal });
}

export const reportQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: [...overtimeReportsKey, 'report', reportId] as const,
    queryFn: ({ signal }) => getReport(reportId, signal),
    // Follows the report every second while it generates.
    refetchInterval: (current) => (current.state.data?.status === 'GENERATING' ? followReportMs : false),
  });

/** The report, asked again every second while it generates; null asks nothing. */
export function useReport(reportId: string | null) {
  return useQuery({ ...reportQueryOptions(reportId ?? ''), enabled: reportId !== null });
}
