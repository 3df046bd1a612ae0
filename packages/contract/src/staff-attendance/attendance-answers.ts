import { z } from 'zod';
import { message } from '../messages/message-key';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { clockDirections } from './clock-requests';
import { careTypeSchema } from './ratio-rules';

const instant = z.string().describe('ISO 8601 instant in UTC; pages show it in Kuala Lumpur time');

/** A shift as the centre reads it: who, from when to when, and what happened to it. */
export const shiftSchema = z.object({
  id: z.uuid(),
  managerId: z.uuid(),
  name: z.string(),
  /** The Kuala Lumpur day the shift started on: the day its hours count for. */
  date: calendarDateSchema,
  startedAt: instant,
  /** Null while the person is clocked in. */
  endedAt: instant.nullable(),
  /** Still open when the centre closed that day (the closing-time check flags it). */
  openAtClosing: z.boolean(),
  /** 1 as clocked; each correction by the head of centre adds one. */
  version: z.number().int(),
  corrected: z.boolean(),
  /** Why the current version replaced the one before (the head of centre's words). */
  reason: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** The answer to a clock entry; `replayed` when it was a resend of one already recorded. */
export const clockEntrySchema = z.object({
  direction: z.enum(clockDirections),
  shift: shiftSchema,
  replayed: z.boolean(),
});
export type ClockEntry = z.infer<typeof clockEntrySchema>;

/** A version of a shift as it was before a correction replaced it, or the current one. */
export const shiftVersionSchema = z.object({
  version: z.number().int(),
  startedAt: instant,
  endedAt: instant.nullable(),
  recordedBy: z.string(),
  recordedAt: instant,
  reason: z.string().nullable(),
});
export type ShiftVersion = z.infer<typeof shiftVersionSchema>;

/** One person's month: minutes worked per day (shifts by the day they started), the total, open shifts. */
export const timesheetPersonSchema = z.object({
  managerId: z.uuid(),
  name: z.string(),
  days: z.array(
    z.object({
      date: calendarDateSchema,
      minutes: z.number().int(),
      firstIn: instant,
      lastOut: instant.nullable(),
      /** A shift of the day has no clock-out yet: its time is not counted until corrected. */
      open: z.boolean(),
    }),
  ),
  totalMinutes: z.number().int(),
  openShifts: z.number().int(),
});
export type TimesheetPerson = z.infer<typeof timesheetPersonSchema>;

export const timesheetSchema = z.object({
  centre: z.object({ id: z.uuid(), name: z.string() }),
  month: z.string(),
  people: z.array(timesheetPersonSchema),
  totalMinutes: z.number().int(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** `GET /center/ratio`: staff present against staff needed now, with each band's children. */
export const liveRatioSchema = z.object({
  date: calendarDateSchema,
  careType: careTypeSchema,
  staffPresent: z.number().int(),
  staffNeeded: z.number().int(),
  children: z.number().int(),
  outOfRatio: z.boolean(),
  /** How many more staff are needed (0 in ratio). */
  short: z.number().int(),
  /** When the centre went out of ratio, while it is. */
  outOfRatioSince: instant.nullable(),
  bands: z.array(
    z.object({
      fromAge: z.number().int(),
      toAge: z.number().int().nullable(),
      childrenPerStaff: z.number().int(),
      children: z.number().int(),
      staffNeeded: z.number().int(),
    }),
  ),
});
export type LiveRatio = z.infer<typeof liveRatioSchema>;

/** `GET /admin/checkin/center/{centerId}/ratio-history`: out-of-ratio minutes per day, newest first. */
export const ratioHistoryDaySchema = z.object({
  date: calendarDateSchema,
  outOfRatioMinutes: z.number().int(),
});
export type RatioHistoryDay = z.infer<typeof ratioHistoryDaySchema>;

/** At most a year of days in one answer. */
export const maxRatioHistoryDays = 366;

export const ratioHistoryQuerySchema = z
  .object({
    from: calendarDateSchema.optional().describe('First day (default 30 days before `to`)'),
    to: calendarDateSchema.optional().describe('Last day (default today)'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: message('ratios.dateOrder'),
  });
