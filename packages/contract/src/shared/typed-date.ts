import { type MessageRef, message } from '../messages/message-key';
import { calendarDateRange, calendarDateRangeMessage, isRealDay } from './calendar-date';

/**
 * A date as a person types it: dd/MM/yyyy, the one date format of the product (decisions 027,
 * 090). Read strictly, so what is sent is the day shown or nothing: a day that does not exist
 * ('31/02/2026'), a two-digit year ('31/12/26'), stray signs ('-29/11/2026') are each refused with
 * their own message, never read as some other day. One-digit days and months ('3/7/2026') are
 * the same day written shorter and are accepted.
 */
export const typedDateMessages = {
  format: message('dates.typed'),
  noSuchDay: message('dates.noSuchDay'),
  fullYear: message('dates.fullYear'),
  range: calendarDateRangeMessage,
} as const;

/** What a date field's text names: a day `yyyy-MM-dd`, nothing (empty), or a problem. */
export type TypedDate =
  | { kind: 'day'; day: string }
  | { kind: 'empty' }
  | { kind: 'problem'; problem: MessageRef };

const typed = /^(\d{1,2})\/(\d{1,2})\/(\d+)$/;

export function readTypedDate(text: string): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = typed.exec(trimmed);
  if (!match) return { kind: 'problem', problem: typedDateMessages.format };
  const [, day = '', month = '', year = ''] = match;
  if (year.length === 2) return { kind: 'problem', problem: typedDateMessages.fullYear };
  if (year.length !== 4) return { kind: 'problem', problem: typedDateMessages.format };
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isRealDay(iso)) return { kind: 'problem', problem: typedDateMessages.noSuchDay };
  if (iso < calendarDateRange.min || iso > calendarDateRange.max) {
    return { kind: 'problem', problem: typedDateMessages.range };
  }
  return { kind: 'day', day: iso };
}

/** A day `yyyy-MM-dd` as typed text 'dd/MM/yyyy'; '' for no day. */
export function typedDateOf(day: string | null | undefined): string {
  if (!day || !isRealDay(day)) return '';
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A bound of a date field: the first or last day it takes, and what an earlier or later day is told. */
export type DayBound = { day: string; message: string };

/** A date field's rules: whether it must be filled (and its message), and the days it takes. */
export type DateRules = { required?: string; min?: DayBound; max?: DayBound };

/** The field's reading: the day to send (null for none), or the message that keeps the form from sending. */
export type DateEntry = { day: string | null; problem: string | null };

/**
 * Reads a date field's text under its rules. Empty is no day (or the required message); a text
 * that names no day, or a day outside the bounds, is a problem; only a day the field shows and
 * its rules accept is sent.
 */
export function readDateEntry(text: string, rules: DateRules = {}): DateEntry {
  const read = readTypedDate(text);
  if (read.kind === 'problem') return { day: null, problem: read.problem };
  if (read.kind === 'empty') return { day: null, problem: rules.required ?? null };
  if (rules.min && read.day < rules.min.day) return { day: null, problem: rules.min.message };
  if (rules.max && read.day > rules.max.day) return { day: null, problem: rules.max.message };
  return { day: read.day, problem: null };
}
