import type { Readable } from 'node:stream';
import {
  calendarMonthBounds,
  documentText,
  hoursAndMinutes,
  kualaLumpurClockTime,
  kualaLumpurDay,
  type Language,
  type Timesheet,
  timesheetDays,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { centreNotFound } from '../../shared/centre-not-found';
import { csvDay } from '../../shared/csv-cells';
import { csvStream } from '../../shared/csv-stream';
import { createStaffAttendanceRepository, type ShiftRow } from './repository';

/** The month's timesheet of a centre (decision 130): each person's minutes per day and in total. */
export async function getTimesheet(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  centreId: string,
  month: string | undefined,
): Promise<Timesheet> {
  const repository = createStaffAttendanceRepository(ctx.db);
  const name = await repository.centreName(centreId);
  if (name === null) throw centreNotFound();
  const chosen = month ?? kualaLumpurDay(ctx.clock()).slice(0, 7);
  const { first, last } = calendarMonthBounds(chosen);
  const byPerson = new Map<string, ShiftRow[]>();
  for (const row of await repository.shiftsBetween(centreId, first, last)) {
    byPerson.set(row.managerId, [...(byPerson.get(row.managerId) ?? []), row]);
  }
  const people = [...byPerson.values()].map((rows) => {
    const days = timesheetDays(
      rows.map((row) => ({ date: row.localDate, startedAt: row.startedAt, endedAt: row.endedAt })),
    );
    return {
      managerId: rows[0]?.managerId ?? '',
      name: rows[0]?.name ?? '',
      days: days.map((day) => ({
        date: day.date,
        minutes: day.minutes,
        firstIn: day.firstIn.toISOString(),
        lastOut: day.lastOut?.toISOString() ?? null,
        open: day.open,
      })),
      totalMinutes: days.reduce((sum, day) => sum + day.minutes, 0),
      openShifts: rows.filter((row) => row.endedAt === null).length,
    };
  });
  return {
    centre: { id: centreId, name },
    month: chosen,
    people,
    totalMinutes: people.reduce((sum, person) => sum + person.totalMinutes, 0),
  };
}

const columns = [
  'timesheetName',
  'timesheetDate',
  'timesheetFirstIn',
  'timesheetLastOut',
  'timesheetHours',
] as const;

/** The file name of a timesheet download: `timesheet-<month>.csv`. */
export const timesheetFileName = (month: string) => `timesheet-${month}.csv`;

/**
 * The timesheet as CSV in the reader's language, for payroll: a row per person and day (times in
 * Kuala Lumpur, hours as h:mm), then the person's total row.
 */
export function timesheetCsv(sheet: Timesheet, language: Language): Readable {
  const clock = (instant: string) => kualaLumpurClockTime(new Date(instant));
  async function* records() {
    for (const person of sheet.people) {
      for (const day of person.days) {
        yield [
          person.name,
          csvDay(day.date),
          clock(day.firstIn),
          day.open ? documentText('timesheetOpen', language) : day.lastOut ? clock(day.lastOut) : '',
          hoursAndMinutes(day.minutes),
        ];
      }
      yield [
        person.name,
        documentText('timesheetTotal', language),
        '',
        '',
        hoursAndMinutes(person.totalMinutes),
      ];
    }
  }
  return csvStream(
    columns.map((key) => documentText(key, language)),
    records(),
  );
}
