/** A shift as the timesheet adds it up: the day it started on, its times, null while open. */
export type TimesheetShift = { date: string; startedAt: Date; endedAt: Date | null };

export type TimesheetDay = {
  date: string;
  minutes: number;
  firstIn: Date;
  lastOut: Date | null;
  open: boolean;
};

/**
 * One person's days (decision 130): each shift counts for the Kuala Lumpur day it started on, in
 * whole minutes (each shift rounded down, so a day is never paid a minute nobody worked); a shift
 * without a clock-out counts nothing and marks the day open until the head of centre corrects it.
 */
export function timesheetDays(shifts: readonly TimesheetShift[]): TimesheetDay[] {
  const days = new Map<string, TimesheetDay>();
  for (const shift of [...shifts].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
    const minutes = shift.endedAt
      ? Math.floor((shift.endedAt.getTime() - shift.startedAt.getTime()) / 60_000)
      : 0;
    const day = days.get(shift.date);
    if (!day) {
      days.set(shift.date, {
        date: shift.date,
        minutes,
        firstIn: shift.startedAt,
        lastOut: shift.endedAt,
        open: shift.endedAt === null,
      });
      continue;
    }
    day.minutes += minutes;
    if (shift.endedAt && (!day.lastOut || shift.endedAt > day.lastOut)) day.lastOut = shift.endedAt;
    day.open ||= shift.endedAt === null;
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Minutes as `h:mm` (the timesheet's hours, exact: no decimal hours that do not add up). */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
