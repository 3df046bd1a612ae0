import { z } from 'zod';
import { pinSchema } from '../centre/teacher-pins';
import { message } from '../messages/message-key';
import { calendarDateSchema, calendarMonthSchema } from '../shared/calendar-date-schema';
import { pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';

/** Clocking in and out (issue 45, decision 130): a shift runs from a clock-in to its clock-out. */
export const clockDirections = ['IN', 'OUT'] as const;
export type ClockDirection = (typeof clockDirections)[number];

export const maxShiftReason = 500;

export const clockMessages = {
  direction: message('staffAttendance.direction'),
  time: message('staffAttendance.time'),
  requestId: message('staffAttendance.requestId'),
  reason: message('staffAttendance.reason'),
  reasonLength: message('common.atMostCharacters', { max: maxShiftReason }),
  shiftNotFound: message('staffAttendance.shiftNotFound'),
  endBeforeStart: message('staffAttendance.endBeforeStart'),
  teacherNotFound: message('centre.teacherNotFound'),
} as const;

const instantSchema = z.iso.datetime({ offset: true, error: clockMessages.time });

/** What a clock entry says, from the door phone or a signed-in phone. */
const clockFields = {
  direction: z.enum(clockDirections, { error: clockMessages.direction }),
  /** When the person tapped it (the phone may send it later, from its offline queue). */
  capturedAt: instantSchema,
  /** Made by the phone per entry: a resend answers the first recording. */
  clientRequestId: z.uuid({ error: clockMessages.requestId }),
};

/**
 * `POST /center/staff-attendance/clock-pin`: the door phone's device session (from the centre
 * login), the person picked and their PIN, as for the PIN sign-in; no teacher session is opened.
 */
export const pinClockBodySchema = z.object({
  device: z.string().min(1, message('pins.deviceSignedOut')).max(200, message('pins.deviceSignedOut')),
  managerId: z.uuid(clockMessages.teacherNotFound),
  pin: pinSchema,
  ...clockFields,
});
export type PinClockBody = z.infer<typeof pinClockBodySchema>;

/** `POST /center/staff-attendance/clock`: a signed-in teacher or head of centre for themselves. */
export const ownClockBodySchema = z.object(clockFields);
export type OwnClockBody = z.infer<typeof ownClockBodySchema>;

const reasonSchema = readableText(
  z
    .string({ message: clockMessages.reason })
    .trim()
    .min(1, clockMessages.reason)
    .max(maxShiftReason, clockMessages.reasonLength),
);

/** The times of a shift as the head of centre sets them, and why; no end keeps it open. */
const shiftTimes = {
  startedAt: instantSchema,
  endedAt: instantSchema.nullable(),
  reason: reasonSchema,
};

/** A shift ends after it starts, said at its end. */
const endsAfterStart = <T extends { startedAt: string; endedAt: string | null }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.endedAt === null || new Date(value.endedAt) > new Date(value.startedAt), {
    path: ['endedAt'],
    message: clockMessages.endBeforeStart,
  });

/** `POST /super-manager/staff-attendance/shifts/{shiftId}/corrections`: new times and why. */
export const shiftCorrectionBodySchema = endsAfterStart(z.object(shiftTimes));
export type ShiftCorrectionBody = z.infer<typeof shiftCorrectionBodySchema>;

/** `POST /super-manager/staff-attendance/shifts`: a shift nobody clocked (missed), and why. */
export const missedShiftBodySchema = endsAfterStart(
  z.object({ managerId: z.uuid(clockMessages.teacherNotFound), ...shiftTimes }),
);
export type MissedShiftBody = z.infer<typeof missedShiftBodySchema>;

export const shiftParamsSchema = z.object({ shiftId: pathId(clockMessages.shiftNotFound) });

/** `?date=yyyy-MM-dd` (today by default). */
export const shiftDayQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** `?month=yyyy-MM` of a timesheet (this month by default). */
export const timesheetQuerySchema = z.object({ month: calendarMonthSchema.optional() });
