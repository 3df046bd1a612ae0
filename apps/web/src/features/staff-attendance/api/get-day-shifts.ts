import { shiftSchema } from '@cic/contract/staff-attendance/attendance-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of staff attendance: a correction or a missed shift changes days and timesheets alike. */
export const staffAttendanceKey = ['staff-attendance'] as const;

/** The head of centre's calls (issue 45, decision 130). */
export const shiftsPath = '/super-manager/staff-attendance/shifts';

const dayShiftsSchema = z.array(shiftSchema);

/** GET /super-manager/staff-attendance/shifts?date=: the centre's shifts of a Kuala Lumpur day, by name. */
export function getDayShifts(date: string, signal?: AbortSignal) {
  return api.get(shiftsPath, { auth: 'staff', query: { date }, schema: dayShiftsSchema, signal });
}

export const dayShiftsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...staffAttendanceKey, 'shifts', date] as const,
    queryFn: ({ signal }) => getDayShifts(date, signal),
  });

export function useDayShifts(date: string) {
  return useQuery(dayShiftsQueryOptions(date));
}
