import { z } from 'zod';
import { message } from '../messages/message-key';
import { isRealDay } from '../shared/calendar-date';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { pathId } from '../shared/path-ids';
import { parentChildParams } from './families';

/** Why a child stays home (decision 078): a code, named in the reader's language where it is shown. */
export const absenceReasons = ['SICK', 'FAMILY', 'HOLIDAY', 'OTHER'] as const;
export type AbsenceReason = (typeof absenceReasons)[number];

/** The most Kuala Lumpur days one report covers, first and last included. */
export const absenceMaxDays = 31;

export const absenceNotFound = message('absences.notFound');

/** `/parent/children/{childId}/absences/{absenceId}`. */
export const absenceParams = parentChildParams.extend({ absenceId: pathId(absenceNotFound) });

/**
 * The last first day a report may name (decision 090): a report is about the coming year, not
 * 2100. Today's date a year on; 29 February becomes 28 February.
 */
export function absenceLatestFirstDay(today: string): string {
  const nextYear = `${String(Number(today.slice(0, 4)) + 1).padStart(4, '0')}${today.slice(4)}`;
  return isRealDay(nextYear) ? nextYear : `${nextYear.slice(0, 8)}28`;
}

/** Days between two Kuala Lumpur days `yyyy-MM-dd`, first and last included. */
export function absenceDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * What a parent reports: one day (`to` = `from`) or a range of days, with a reason and an optional
 * note. Today or later, within the next 12 months (`absenceLatestFirstDay`), and overlapping no
 * other report of the child are the server's rules (it knows today and the other reports); the
 * dialog applies the first two as well.
 */
export const absenceFormSchema = z
  .object({
    from: requiredCalendarDate(message('absences.fromRequired')),
    to: requiredCalendarDate(message('absences.toRequired')),
    reason: z.enum(absenceReasons, { message: message('absences.reason') }),
    note: z.string().trim().max(500, message('absences.noteAtMost500')).optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (to < from) {
      context.addIssue({ code: 'custom', path: ['to'], message: message('absences.toBeforeFrom') });
    } else if (absenceDays(from, to) > absenceMaxDays) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: message('absences.atMostDays', { max: absenceMaxDays }),
      });
    }
  });
export type AbsenceForm = z.infer<typeof absenceFormSchema>;
export type AbsenceFormValues = z.input<typeof absenceFormSchema>;

/** A reported absence as the parent sees it. */
export const absenceSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(absenceReasons),
  note: z.string().nullable(),
  /** Whether it can still be withdrawn: its first day has not started in Kuala Lumpur. */
  withdrawable: z.boolean(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** A child's reported absence for today, on the teacher's list. */
export const reportedAbsenceSchema = z.object({
  reason: z.enum(absenceReasons),
  note: z.string().nullable(),
});
export type ReportedAbsence = z.infer<typeof reportedAbsenceSchema>;
