import { overtimeStudentItemsSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportPath } from './get-report';
import { overtimeReportsKey } from './reports-key';

export const studentPath = (reportId: string, childId: string) =>
  `${reportPath(reportId)}/students/${encodeURIComponent(childId)}`;

/** GET /admin/overtime/reports/{id}/students/{childId}: the child's items by date, then start time. */
export function getStudentItems(reportId: string, childId: string, signal?: AbortSignal) {
  return api.get(studentPath(reportId, childId), {
    auth: 'staff',
    schema: overtimeStudentItemsSchema,
    signal,
  });
}

export const studentItemsQueryOptions = (reportId: string, childId: string) =>
  queryOptions({
    queryKey: [...overtimeReportsKey, 'report', reportId, 'student', childId] as const,
    queryFn: ({ signal }) => getStudentItems(reportId, childId, signal),
  });

/** Null asks nothing (no child chosen). */
export function useStudentItems(reportId: string, childId: string | null) {
  return useQuery({ ...studentItemsQueryOptions(reportId, childId ?? ''), enabled: childId !== null });
}
