import { addCalendarDays, calendarWeekday } from '@cic/contract';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Calendar arithmetic for the demo seed. Days are 'yyyy-MM-dd' Kuala Lumpur calendar days. */
export const kualaLumpur = 'Asia/Kuala_Lumpur';

/** The Kuala Lumpur calendar day of an instant. */
export function klDate(instant: Date): string {
  return format(new TZDate(instant.getTime(), kualaLumpur), 'yyyy-MM-dd');
}

/** Minutes since Kuala Lumpur midnight of an instant. */
export function klMinuteOfDay(instant: Date): number {
  const local = new TZDate(instant.getTime(), kualaLumpur);
  return local.getHours() * 60 + local.getMinutes();
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) throw new Error(`Bad day ${day}`);
  return [year, month, date];
}

/** The UTC instant of a Kuala Lumpur wall-clock time on `day`. */
export function klInstant(day: string, minuteOfDay: number, second = 0): Date {
  const [year, month, date] = parts(day);
  const local = new TZDate(
    year,
    month - 1,
    date,
    Math.floor(minuteOfDay / 60),
    minuteOfDay % 60,
    second,
    kualaLumpur,
  );
  return new Date(local.getTime());
}

/** `day` plus `days` calendar days (negative to go back). */
export function addDays(day: string, days: number): string {
  return addCalendarDays(day, days);
}

/** `day` minus whole years, clamping 29 February to the 28th. */
export function subtractYears(day: string, years: number): string {
  const [year, month, date] = parts(day);
  const clamped = month === 2 && date === 29 ? 28 : date;
  return `${String(year - years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** Monday to Friday. */
export function isWeekday(day: string): boolean {
  const weekday = calendarWeekday(day);
  return weekday >= 1 && weekday <= 5;
}

/** The `count` Kuala Lumpur days ending with today, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = klDate(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** The most recent weekday at or before `day`. */
export function weekdayOnOrBefore(day: string): string {
  let current = day;
  while (!isWeekday(current)) current = addDays(current, -1);
  return current;
}
