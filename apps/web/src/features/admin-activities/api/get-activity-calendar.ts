import { activityCalendarSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startOfMonth } from '@/lib/calendar-day';
import { centreActivitiesKey } from './get-centre-activities';

/** GET /admin/activity/center/{centerId}/calendar?date: each day of the month with its published posts. */
export function getActivityCalendar(centerId: string, day: string, signal?: AbortSignal) {
  return api.get(`/admin/activity/center/${encodeURIComponent(centerId)}/calendar`, {
    auth: 'staff',
    query: { date: startOfMonth(day) },
    schema: activityCalendarSchema,
    signal,
  });
}

/** Keyed by month, so choosing another day of the same month reads the cache. */
export const activityCalendarQueryOptions = (centerId: string, day: string) =>
  queryOptions({
    queryKey: [...centreActivitiesKey(centerId), 'calendar', startOfMonth(day)] as const,
    queryFn: ({ signal }) => getActivityCalendar(centerId, day, signal),
  });

export function useActivityCalendar(centerId: string, day: string) {
  return useQuery(activityCalendarQueryOptions(centerId, day));
}
