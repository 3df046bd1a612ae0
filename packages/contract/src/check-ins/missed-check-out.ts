import { z } from 'zod';
import { message } from '../messages/message-key';
import { clockTimeFormat } from '../overtime/overtime-rules';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { kualaLumpurOffsetMs } from '../shared/kuala-lumpur-day';

const timeMessage = message('checkIns.missedCheckOutTime');

/** What the head of centre enters: the clock time the child left, Kuala Lumpur 'HH:mm' (decision 095). */
export const missedCheckOutFormSchema = z.object({
  time: z
    .string({ message: timeMessage })
    .regex(clockTimeFormat, timeMessage)
    .describe("Kuala Lumpur clock time 'HH:mm' on `day`"),
});
export type MissedCheckOutFormValues = z.infer<typeof missedCheckOutFormSchema>;

/**
 * `POST /center/students/{id}/missed-check-out`: the check-out of a check-in of an earlier day that
 * nobody checked out, recorded afterwards by the head of centre, without a photo (decision 095).
 */
export const missedCheckOutBodySchema = missedCheckOutFormSchema.extend({
  day: calendarDateSchema.describe('The Kuala Lumpur day of the check-in left open (`notCheckedOutOn`)'),
});
export type MissedCheckOutBody = z.infer<typeof missedCheckOutBodySchema>;

/** The check-out made. */
export const missedCheckOutRecordedSchema = z.object({
  id: z.uuid(),
  /** ISO instant. */
  time: z.string(),
  recordedAfterwards: z.literal(true),
});
export type MissedCheckOutRecorded = z.infer<typeof missedCheckOutRecordedSchema>;

/** The instant of a Kuala Lumpur day and clock time 'HH:mm'. */
export function kualaLumpurInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00.000Z`) - kualaLumpurOffsetMs);
}
