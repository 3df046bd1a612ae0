/**
 * Calendar days as 'yyyy-MM-dd' strings (the form of the `date` query parameters and API calls).
 * The arithmetic is the contract's (string and UTC based, so it never depends on the browser's
 * zone nor reads year 99 as 1999); which day is "today" comes from `todayInKualaLumpur()` in lib/time.
 */
import {
  addCalendarDays,
  calendarMonthBounds,
  calendarWeekday,
  isCalendarDate,
  startOfCalendarMonth,
} from '@cic/contract';

/** True for a real calendar day written 'yyyy-MM-dd' from 1900 to 2100 ('2025-02-30' is not). */
export const isCalendarDay = isCalendarDate;

/** The day `count` days after `day` (before it when negative). */
export const addDays = addCalendarDays;

/** The first day of the month `count` months after `day`'s month. */
export const startOfMonth = startOfCalendarMonth;

export function daysInMonth(day: string): number {
  return dayOfMonth(calendarMonthBounds(day).last);
}

/** 'yyyy-MM' of a day (a month's key). */
export const monthOf = (day: string) => day.slice(0, 7);

/** Day of the month, 1–31. */
export const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/** 0 for Monday … 6 for Sunday. */
export function mondayIndex(day: string): number {
  return (calendarWeekday(day) + 6) % 7;
}

/**
 * The weeks of `day`'s month, Monday first, seven cells each; cells outside the month are null
 * (spec 2 §2.14). Four to six weeks.
 */
export function monthGrid(day: string): (string | null)[][] {
  const first = startOfMonth(day);
  const cells: (string | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let index = 0; index < daysInMonth(first); index += 1) cells.push(addDays(first, index));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * The day a page shows: the `date` parameter when it is a real day not after `today`, else
 * `today` (spec 2 §5: no future dates).
 */
export function pickDay(value: string | null | undefined, today: string): string {
  return isCalendarDay(value) && value <= today ? value : today;
}
