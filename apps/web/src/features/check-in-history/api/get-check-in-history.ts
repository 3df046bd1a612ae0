import { useInfiniteQuery } from '@tanstack/react-query';
import { checkInHistoryQueryOptions } from '@/lib/check-in-history-query';

/** GET /parent/children/{childId}/check-in?page&limit, 50 days a page (spec 1 §9's default). */
export function useCheckInHistory(childId: string) {
  return useInfiniteQuery(
    checkInHistoryQueryOptions({
      path: `/parent/children/${encodeURIComponent(childId)}/check-in`,
      auth: 'parent',
      pageSize: 50,
      queryKey: ['check-in-history', childId],
    }),
  );
}
