import { overtimeReportStudentSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { reportPath } from './get-report';
import { overtimeReportsKey } from './reports-key';

const studentListSchema = z.array(overtimeReportStudentSchema);

export type ReportStudentsQuery = {
  centerId: string | undefined;
  search: string | undefined;
  page: number;
  limit: number;
};

/** GET /admin/overtime/reports/{id}/students?centerId&search&page&limit: the Students tab, by child name. */
export async function getReportStudents(reportId: string, query: ReportStudentsQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', `${reportPath(reportId)}/students`, {
    auth: 'staff',
    query,
    schema: studentListSchema,
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const reportStudentsQueryOptions = (reportId: string, query: ReportStudentsQuery) =>
  queryOptions({
    queryKey: [...overtimeReportsKey, 'report', reportId, 'students', query] as const,
    queryFn: ({ signal }) => getReportStudents(reportId, query, signal),
  });

export function useReportStudents(reportId: string, query: ReportStudentsQuery, ready: boolean) {
  return useQuery({
    ...reportStudentsQueryOptions(reportId, query),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
