import { timesheetSchema } from '@cic/contract/staff-attendance/attendance-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffAttendanceKey } from './get-day-shifts';

/** The head of centre's own centre's timesheet. */
export const centreTimesheetPath = '/super-manager/staff-attendance/timesheet';

/** Any centre's timesheet, for admins with CHECKIN. */
export const adminTimesheetPath = (centerId: string) =>
  `/admin/checkin/center/${encodeURIComponent(centerId)}/timesheet`;

/** GET {path}?month=yyyy-MM: each person's minutes per day and in total; `{path}.csv` is its file. */
export const timesheetQueryOptions = (path: string, month: string) =>
  queryOptions({
    queryKey: [...staffAttendanceKey, 'timesheet', path, month] as const,
    queryFn: ({ signal }) =>
      api.get(path, { auth: 'staff', query: { month }, schema: timesheetSchema, signal }),
  });

export function useTimesheet(path: string, month: string) {
  // The month before stays on screen while the next one loads, so the month buttons keep focus.
  return useQuery({ ...timesheetQueryOptions(path, month), placeholderData: keepPreviousData });
}
