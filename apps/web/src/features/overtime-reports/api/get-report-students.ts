import { overtimeReportStudentSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
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
export function getReportStudents(reportId: string, query: ReportStudentsQuery, signal?: AbortSignal) {
  return requestPage(`${reportPath(reportId)}/students`, query, studentListSchema, signal);
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
