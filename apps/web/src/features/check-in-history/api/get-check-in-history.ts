import { type CheckInHistory, checkInHistorySchema, type PageMeta } from '@cic/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { nextCheckInPage } from '@/lib/check-in-days';

/** Spec 1 §9: the history's default page size, counted in days. */
const checkInPageSize = 50;

export type CheckInHistoryPage = { days: CheckInHistory; meta: PageMeta | undefined };

/** GET /parent/children/{childId}/check-in?page&limit: one page of days, keyed by Kuala Lumpur date. */
export async function getCheckInHistory(
  childId: string,
  page: number,
  signal?: AbortSignal,
): Promise<CheckInHistoryPage> {
  const { data, meta } = await request('GET', `/parent/children/${encodeURIComponent(childId)}/check-in`, {
    auth: 'parent',
    query: { page, limit: checkInPageSize },
    schema: checkInHistorySchema,
    signal,
  });
  return { days: data, meta };
}

export const checkInHistoryQueryOptions = (childId: string) =>
  infiniteQueryOptions({
    queryKey: ['check-in-history', childId] as const,
    queryFn: ({ pageParam, signal }) => getCheckInHistory(childId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextCheckInPage(last.meta, Object.keys(last.days).length),
    // Photo URLs are signed for a short while: a visit after a few minutes asks again.
    staleTime: 60 * 1000,
  });

export function useCheckInHistory(childId: string) {
  return useInfiniteQuery(checkInHistoryQueryOptions(childId));
}
