import { tz } from '@date-fns/tz';
import { format as formatWithDateFns, isValid, type Locale, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { currentLanguage, currentLocale } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { addDays } from './calendar-day';

/** Every instant is shown in Kuala Lumpur time, whatever the browser's zone (ARCHITECTURE §4, §6). */
export const kualaLumpurTimeZone = 'Asia/Kuala_Lumpur';
const inKualaLumpur = tz(kualaLumpurTimeZone);

/** The display patterns the spec names. */
export const timePatterns = {
  /** ISO calendar date, used in query parameters and API calls. */
  isoDate: 'yyyy-MM-dd',
  date: 'dd/MM/yyyy',
  time: 'hh:mm a',
  /** A time within a sentence, as the spec writes office hours ('8:30 AM'). */
  clockInText: 'h:mm a',
  /** Notes and general date-times. */
  dateTime: 'dd/MM/yyyy hh:mm a',
  /** Registrations and order dates. */
  orderDateTime: 'dd MMM yyyy, hh:mm a',
  /** Payment dates. */
  paymentDateTime: 'dd MMM yy, hh:mm a',
  /** Activity dates. */
  activityDate: 'EEE, dd/MM/yyyy',
} as const;

export type Instant = Date | string | number;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

type NameWidth = 'narrow' | 'short' | 'abbreviated' | 'wide' | 'any';

/**
 * date-fns's English with the month, weekday and morning/afternoon names of an `Intl` locale
 * (issue 18): Malay names ('Mac', 'Isnin', '08:05 PG') without shipping a date-fns locale. The
 * digits and the patterns stay as the spec writes them.
 */
function withIntlNames(locale: string): Locale {
  const names = (count: number, at: (index: number) => Date, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return Array.from({ length: count }, (_, index) => format.format(at(index)));
  };
  const month = (index: number) => new Date(Date.UTC(2024, index, 15));
  // 7 January 2024 was a Sunday: date-fns counts weekdays from Sunday.
  const weekday = (index: number) => new Date(Date.UTC(2024, 0, 7 + index));
  const months = {
    narrow: names(12, month, { month: 'narrow' }),
    short: names(12, month, { month: 'short' }),
    long: names(12, month, { month: 'long' }),
  };
  const weekdays = {
    narrow: names(7, weekday, { weekday: 'narrow' }),
    short: names(7, weekday, { weekday: 'short' }),
    long: names(7, weekday, { weekday: 'long' }),
  };
  const dayPeriodOf = (hour: number) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2024, 0, 1, hour)))
      .find((part) => part.type === 'dayPeriod')?.value;
  const dayPeriods: Record<string, string | undefined> = { am: dayPeriodOf(9), pm: dayPeriodOf(21) };
  const widthOf = (width: NameWidth | undefined) =>
    width === 'narrow' ? 'narrow' : width === 'short' || width === 'abbreviated' ? 'short' : 'long';
  return {
    ...enUS,
    code: locale,
    localize: {
      ...enUS.localize,
      month: (index, options) => months[widthOf(options?.width)][index] ?? '',
      day: (index, options) => weekdays[widthOf(options?.width)][index] ?? '',
      dayPeriod: (period, options) => dayPeriods[period] ?? enUS.localize.dayPeriod(period, options),
    },
  };
}

const dateLocales: Partial<Record<Language, Locale>> = {};

/**
 * The names dates are written with in the page's language. English keeps date-fns's own, the
 * spec's wording ('Sep', where en-MY's `Intl` writes 'Sept'); Malay's come from `Intl` ('Mac', 'Isnin').
 */
function dateLocale(): Locale {
  const language = currentLanguage();
  if (language === 'en') return enUS;
  dateLocales[language] ??= withIntlNames(currentLocale());
  return dateLocales[language];
}

/**
 * Reads an instant. A bare calendar date ('2025-03-14') is a day in Kuala Lumpur, taken at noon so
 * formatting never slips to a neighbouring day.
 */
export function toInstant(value: Instant): Date | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  // Parsed as text with Malaysia's fixed offset: `new TZDate(y, m, d)` would read year 99 as 1999.
  else if (calendarDate.test(value)) date = parseISO(`${value}T12:00:00+08:00`);
  else date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Formats an instant in Kuala Lumpur time with a date-fns pattern; '-' when the value is missing or invalid. */
export function formatInKualaLumpur(value: Instant | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = toInstant(value);
  return date ? formatWithDateFns(date, pattern, { in: inKualaLumpur, locale: dateLocale() }) : '-';
}

/** 'dd/MM/yyyy' by default. */
export function formatDate(value: Instant | null | undefined, pattern: string = timePatterns.date): string {
  return formatInKualaLumpur(value, pattern);
}

/** 'hh:mm a' by default, e.g. '08:05 AM'. */
export function formatTime(value: Instant | null | undefined, pattern: string = timePatterns.time): string {
  return formatInKualaLumpur(value, pattern);
}

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)/;

/**
 * A Kuala Lumpur clock time 'HH:mm' (overtime rule times, average check-in times, office hours) as
 * 'hh:mm a' in the page's language ('05:30 PM', '05:30 PTG'); '-' when missing or not a time.
 */
export function formatClockTime(
  value: string | null | undefined,
  pattern: string = timePatterns.time,
): string {
  const match = value ? clockTime.exec(value) : null;
  if (!match) return '-';
  return formatTime(`2024-01-01T${match[1]}:${match[2]}:00+08:00`, pattern);
}

/** 'dd/MM/yyyy hh:mm a' by default; pass `timePatterns.orderDateTime` or `paymentDateTime` for the others. */
export function formatDateTime(
  value: Instant | null | undefined,
  pattern: string = timePatterns.dateTime,
): string {
  return formatInKualaLumpur(value, pattern);
}

/** 'EEE, dd/MM/yyyy', e.g. 'Fri, 14/03/2025'. */
export function formatActivityDate(value: Instant | null | undefined): string {
  return formatInKualaLumpur(value, timePatterns.activityDate);
}

/** The long date in Kuala Lumpur, e.g. '14 March 2025', '14 Mac 2025' (check-in history headings). */
export function formatLongDate(value: Instant | null | undefined): string {
  return formatInKualaLumpur(value, 'd MMMM yyyy');
}

/** A month ('yyyy-MM', or its first day) in the page's language: 'December 2026', 'Disember 2026'. */
export function formatMonth(month: string): string {
  return formatDate(`${month.slice(0, 7)}-01`, 'MMMM yyyy');
}

/** The weekdays' short names, Monday first: a calendar's column heads ('Mon' … 'Sun', 'Isn' … 'Ahd'). */
export function shortWeekdays(): string[] {
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => formatInKualaLumpur(addDays('2024-01-01', index), 'EEE'));
}

/** Today's date in Kuala Lumpur as 'yyyy-MM-dd'. */
export function todayInKualaLumpur(now: Date = new Date()): string {
  return formatWithDateFns(now, timePatterns.isoDate, { in: inKualaLumpur });
}
