import { type CheckInHistory, checkInHistorySchema, type PageMeta } from '@cic/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { nextCheckInPage } from '@/lib/check-in-days';

/** Days per page of a student's history ('Load more' asks for the next ones). */
const historyPageSize = 14;

import { centreStudentsKey } from './get-students';

export type HistoryPage = { days: CheckInHistory; meta: PageMeta | undefined };

/** GET /center/students/{id}/check-in?page&limit: one page of days (newest first) keyed by KL date. */
export async function getCheckInHistory(studentId: string, page: number, signal?: AbortSignal) {
  const { data, meta } = await request('GET', `/center/students/${encodeURIComponent(studentId)}/check-in`, {
    auth: 'staff',
    query: { page, limit: historyPageSize },
    schema: checkInHistorySchema,
    signal,
  });
  return { days: data, meta } satisfies HistoryPage;
}

export const checkInHistoryQueryOptions = (studentId: string) =>
  infiniteQueryOptions({
    queryKey: [...centreStudentsKey, studentId, 'check-in'] as const,
    queryFn: ({ pageParam, signal }) => getCheckInHistory(studentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextCheckInPage(last.meta, Object.keys(last.days).length),
    // Photo links are signed for a few minutes only.
    staleTime: 60 * 1000,
  });

export function useCheckInHistory(studentId: string) {
  return useInfiniteQuery(checkInHistoryQueryOptions(studentId));
}
