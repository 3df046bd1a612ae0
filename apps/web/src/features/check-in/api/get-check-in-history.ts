import { useInfiniteQuery } from '@tanstack/react-query';
import { centreStudentsKey } from '@/lib/centre-students-key';
import { checkInHistoryQueryOptions } from '@/lib/check-in-history-query';

/** GET /center/students/{id}/check-in?page&limit, 14 days a page; a check-in refreshes it with the list. */
export function useCheckInHistory(studentId: string) {
  return useInfiniteQuery(
    checkInHistoryQueryOptions({
      path: `/center/students/${encodeURIComponent(studentId)}/check-in`,
      auth: 'staff',
      pageSize: 14,
      queryKey: [...centreStudentsKey, studentId, 'check-in'],
    }),
  );
}
