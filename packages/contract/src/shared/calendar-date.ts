import { message } from '../messages/message-key';

/**
 * Calendar days `yyyy-MM-dd` and months `yyyy-MM`, the only dates and months the API and the
 * forms accept. The range keeps date arithmetic and month grids small (a year-99 or year-99999
 * date once made the server build a calendar of thousands of years); 1900 is also the spec's floor
 * for birth and activity dates.
 */
export const calendarDateRange = { min: '1900-01-01', max: '2100-12-31' } as const;
export const calendarDateMessage = message('common.dateFormat');
export const calendarDateRangeMessage = message('common.dateRange');
export const calendarMonthMessage = message('common.monthFormat');
export const calendarMonthRangeMessage = message('common.monthRange');

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
export const monthPattern = /^(\d{4})-(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year, by the Gregorian rule. */
function monthLength(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real day written `yyyy-MM-dd` ('2025-02-30' is not), whatever the year. */
export function isRealDay(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month);
}

/** True for a real day written `yyyy-MM-dd` inside the accepted range. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    isRealDay(value) &&
    value >= calendarDateRange.min &&
    value <= calendarDateRange.max
  );
}

/** True for a month written `yyyy-MM` inside the accepted range. */
export function isCalendarMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && monthPattern.test(value) && isCalendarDate(`${value}-01`);
}

// The same days as a regular expression, for the OpenAPI document: a generated client cannot run
// the refinements, so the schema says in a pattern which days the server takes.
const monthDay =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const leapYear = '(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:0[048]|[2468][048]|[13579][26]))';
/** Every real day from 1900-01-01 to 2100-12-31 (1900 and 2100 have no 29 February). */
export const calendarDatePattern = `^(?:(?:19\\d{2}|20\\d{2}|2100)-${monthDay}|${leapYear}-02-29)$`;
/** Every month from 1900-01 to 2100-12. */
export const calendarMonthPattern = '^(?:19\\d{2}|20\\d{2}|2100)-(?:0[1-9]|1[0-2])$';

/**
 * A day as a UTC midnight. `setUTCFullYear` takes the year as written: `Date.UTC` and
 * `new Date(y, m, d)` read years 0–99 as 1900–1999.
 */
function utcMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, date);
  return value;
}

function dayOf(value: Date): string {
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** `day` plus `count` calendar days (back when negative). */
export function addCalendarDays(day: string, count: number): string {
  const value = utcMidnight(day);
  value.setUTCDate(value.getUTCDate() + count);
  return dayOf(value);
}

/** The first day of the month `count` months after `day`'s month. */
export function startOfCalendarMonth(day: string, count = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-01`;
}

/** The first and last day of `day`'s month (or of a month `yyyy-MM`). */
export function calendarMonthBounds(dayOrMonth: string): { first: string; last: string } {
  const [year, month] = dayOrMonth.split('-').map(Number) as [number, number];
  const prefix = dayOrMonth.slice(0, 7);
  return { first: `${prefix}-01`, last: `${prefix}-${pad(monthLength(year, month))}` };
}

/** How many calendar days from `from` to `to`: 0 on the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / 86_400_000);
}

/** 0 for Sunday … 6 for Saturday, as `Date#getUTCDay`. */
export function calendarWeekday(day: string): number {
  return utcMidnight(day).getUTCDay();
}
