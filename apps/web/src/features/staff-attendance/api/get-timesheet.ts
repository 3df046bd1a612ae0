import { timesheetSchema } from '@cic/contract/staff-attendance/attendance-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffAttendanceKey } from './get-day-shifts';

/** Whose timesheet: the head of centre's own centre, or any centre for an admin with CHECKIN. */
export type TimesheetSource = { centerId: string } | null;

/** The timesheet's address; `{path}.csv` is its file. */
export const timesheetPath = (source: TimesheetSource) =>
  source
    ? `/admin/checkin/center/${encodeURIComponent(source.centerId)}/timesheet`
    : '/super-manager/staff-attendance/timesheet';

const getTimesheet = (source: TimesheetSource, month: string, signal: AbortSignal) => {
  const options = { auth: 'staff' as const, query: { month }, schema: timesheetSchema, signal };
  return source
    ? api.get(`/admin/checkin/center/${encodeURIComponent(source.centerId)}/timesheet`, options)
    : api.get('/super-manager/staff-attendance/timesheet', options);
};

/** GET the timesheet ?month=yyyy-MM: each person's minutes per day and in total. */
export const timesheetQueryOptions = (source: TimesheetSource, month: string) =>
  queryOptions({
    queryKey: [...staffAttendanceKey, 'timesheet', timesheetPath(source), month] as const,
    queryFn: ({ signal }) => getTimesheet(source, month, signal),
  });

export function useTimesheet(source: TimesheetSource, month: string) {
  // The month before stays on screen while the next one loads, so the month buttons keep focus.
  return useQuery({ ...timesheetQueryOptions(source, month), placeholderData: keepPreviousData });
}
