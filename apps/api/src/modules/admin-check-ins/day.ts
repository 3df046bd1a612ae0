import { kualaLumpurDay } from '@cic/contract';
import { AppError } from '../../http/app-error';

/** Whether `yyyy-MM-dd` names a real calendar day (the schema checks only the shape). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The Kuala Lumpur day a request asks about: `date` when given and real, else today. */
export function requestedDay(date: string | undefined, now: Date): string {
  if (date === undefined) return kualaLumpurDay(now);
  if (!isCalendarDay(date)) throw new AppError('VALIDATION_FAILED', 'Date must be yyyy-MM-dd', 'date');
  return date;
}

/** As `requestedDay`, refusing a day after today in Kuala Lumpur (nothing has happened yet). */
export function pastOrPresentDay(date: string | undefined, now: Date): string {
  const day = requestedDay(date, now);
  if (day > kualaLumpurDay(now)) {
    throw new AppError('VALIDATION_FAILED', 'The date cannot be in the future.', 'date');
  }
  return day;
}

/** The first and last day of the month of `day`. */
export function monthOf(day: string): { first: string; last: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first: `${day.slice(0, 7)}-01`, last };
}
