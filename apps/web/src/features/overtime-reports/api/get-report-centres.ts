import { overtimeReportCenterSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { reportPath } from './get-report';
import { overtimeReportsKey } from './reports-key';

const centreListSchema = z.array(overtimeReportCenterSchema);

/** GET /admin/overtime/reports/{id}/centers?search: the Centers tab (and the Students tab's filter). */
export function getReportCentres(reportId: string, search: string | undefined, signal?: AbortSignal) {
  return api.get(`${reportPath(reportId)}/centers`, {
    auth: 'staff',
    query: { search },
    schema: centreListSchema,
    signal,
  });
}

export const reportCentresQueryOptions = (reportId: string, search: string | undefined) =>
  queryOptions({
    queryKey: [...overtimeReportsKey, 'report', reportId, 'centres', search ?? ''] as const,
    queryFn: ({ signal }) => getReportCentres(reportId, search, signal),
  });

/** Asked only once the report is READY (its reads answer 409 while it generates). */
export function useReportCentres(reportId: string, search: string | undefined, ready: boolean) {
  return useQuery({
    ...reportCentresQueryOptions(reportId, search),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
