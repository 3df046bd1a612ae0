import { calendarDaySchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { startOfMonth } from '@/lib/calendar-day';
import { centreKey } from './get-centre-view';

export type CalendarDay = z.infer<typeof calendarDaySchema>;

const calendarSchema = z.array(calendarDaySchema);

/** GET /admin/checkin/center/{centerId}/calendar?date: every day of that date's month. */
export function getCentreCalendar(centerId: string, month: string, signal?: AbortSignal) {
  return api.get(`/admin/checkin/center/${encodeURIComponent(centerId)}/calendar`, {
    auth: 'staff',
    query: { date: startOfMonth(month) },
    schema: calendarSchema,
    signal,
  });
}

/** Keyed by month, so choosing another day of the same month reads the cache. */
export const centreCalendarQueryOptions = (centerId: string, day: string) =>
  queryOptions({
    queryKey: [...centreKey(centerId), 'calendar', startOfMonth(day)] as const,
    queryFn: ({ signal }) => getCentreCalendar(centerId, day, signal),
  });

export function useCentreCalendar(centerId: string, day: string) {
  return useQuery(centreCalendarQueryOptions(centerId, day));
}
