import { z } from 'zod';
import type { MessageRef } from '../messages/message-key';
import {
  calendarDateMessage,
  calendarDatePattern,
  calendarDateRangeMessage,
  calendarMonthMessage,
  calendarMonthPattern,
  calendarMonthRangeMessage,
  isCalendarDate,
  isCalendarMonth,
  isRealDay,
  monthPattern,
} from './calendar-date';

// The schemas apart from the rules in calendar-date.ts, so a page that only does date arithmetic
// does not bring zod with it (decision 055).

/** A day `yyyy-MM-dd` from 1900-01-01 to 2100-12-31: every date in a query, body, path or form. */
export const calendarDateSchema = z
  .string()
  .refine(isRealDay, calendarDateMessage)
  .refine(isCalendarDate, { message: calendarDateRangeMessage, abort: true })
  .meta({ format: 'date', pattern: calendarDatePattern });

/**
 * A day a form must fill: empty text answers `message`, then `calendarDateSchema` applies. The
 * document shows a pipe's input side only, so the day's format and pattern are said again.
 */
export const requiredCalendarDate = (message: MessageRef) =>
  z
    .string({ message })
    .min(1, message)
    .pipe(calendarDateSchema)
    .meta({ format: 'date', pattern: calendarDatePattern });

/** A month `yyyy-MM` from 1900-01 to 2100-12: every month in a query, body, path or form. */
export const calendarMonthSchema = z
  .string()
  .regex(monthPattern, calendarMonthMessage)
  .refine((value) => isRealDay(`${value}-01`), calendarMonthMessage)
  .refine(isCalendarMonth, { message: calendarMonthRangeMessage, abort: true })
  .meta({ pattern: calendarMonthPattern });

/** A month a form must fill: empty text answers `message`, then `calendarMonthSchema` applies. */
export const requiredCalendarMonth = (message: MessageRef) =>
  z.string({ message }).min(1, message).pipe(calendarMonthSchema).meta({ pattern: calendarMonthPattern });
