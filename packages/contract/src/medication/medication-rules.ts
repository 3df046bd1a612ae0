import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { clockTimeFormat } from '../overtime/overtime-rules';
import { absenceDays, absenceLatestFirstDay } from '../parent/absences';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { readableText } from '../shared/readable-text';

/** Medication a parent authorises and the centre gives (issue 44, decision 126). */
export const medicationStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type MedicationStatus = (typeof medicationStatuses)[number];

export const doseOutcomes = ['GIVEN', 'NOT_GIVEN'] as const;
export type DoseOutcome = (typeof doseOutcomes)[number];
/** Why a dose was not given; OTHER says it in `reasonText`. */
export const doseNotGivenReasons = ['REFUSED', 'ABSENT', 'UNWELL', 'NO_MEDICINE', 'OTHER'] as const;
export type DoseNotGivenReason = (typeof doseNotGivenReasons)[number];

export const maxMedicineName = 100;
/** "5 ml", "1 tablet": what the label says, in the parent's words. */
export const maxMedicineDose = 60;
export const maxMedicationCondition = 300;
export const maxMedicationTimes = 6;
/** At most one year of days, first and last included. */
export const maxMedicationDays = 366;
export const maxMedicationReason = 500;
/** How long after a dose's time the head of centre is alerted when it is not recorded. */
export const doseOverdueAfterMs = 30 * 60 * 1000;

export const medicationMessages = {
  medicineName: message('medication.medicineName'),
  dose: message('medication.dose'),
  time: message('medication.time'),
  timesOrWhenNeeded: message('medication.timesOrWhenNeeded'),
  timesRepeated: message('medication.timesRepeated'),
  tooManyTimes: message('medication.tooManyTimes', { max: maxMedicationTimes }),
  condition: message('medication.condition'),
  fromRequired: message('medication.fromRequired'),
  toRequired: message('medication.toRequired'),
  fromPast: message('medication.fromPast'),
  fromTooFar: message('medication.fromTooFar'),
  toBeforeFrom: message('medication.toBeforeFrom'),
  tooLong: message('medication.tooLong', { max: maxMedicationDays }),
  labelPhoto: message('medication.labelPhoto'),
  photoType: message('medication.photoType'),
  photoNotFound: message('medication.photoNotFound'),
  childNotFound: message('medication.childNotFound'),
  notFound: message('medication.notFound'),
  notPending: message('medication.notPending'),
  notAccepted: message('medication.notAccepted'),
  outsideDates: message('medication.outsideDates'),
  noSuchTime: message('medication.noSuchTime'),
  notWhenNeeded: message('medication.notWhenNeeded'),
  doseRecorded: message('medication.doseRecorded'),
  doseNotFound: message('medication.doseNotFound'),
  outcome: message('medication.outcome'),
  amount: message('medication.amount'),
  notGivenReason: message('medication.notGivenReason'),
  notGivenText: message('medication.notGivenText'),
  doseInFuture: message('medication.doseInFuture'),
  declineReason: message('medication.declineReason'),
  correctionReason: message('medication.correctionReason'),
  requestId: message('medication.requestId'),
} as const;

const atMost = (max: number) => message('common.atMostCharacters', { max });

/** Required words a person reads: trimmed, visible, at most `max`. */
export const medicationText = (required: MessageRef, max: number) =>
  readableText(z.string({ message: required }).trim().min(1, required).max(max, atMost(max)), {
    min: 1,
    message: required,
  });

/** Optional words: empty is none. */
export const optionalMedicationText = (max: number) =>
  readableText(z.string().trim().max(max, atMost(max))).optional();

/** A Kuala Lumpur clock time 'HH:mm'. */
export const medicationTimeSchema = z
  .string({ message: medicationMessages.time })
  .regex(clockTimeFormat, medicationMessages.time);

/** The last first day an authorisation may name: a year from today, as absences (decision 090). */
export const medicationLatestFirstDay = absenceLatestFirstDay;
/** Days from `from` to `to`, both included. */
export const medicationDays = absenceDays;

const requestFields = {
  medicineName: medicationText(medicationMessages.medicineName, maxMedicineName),
  dose: medicationText(medicationMessages.dose, maxMedicineDose),
  /** Kuala Lumpur clock times 'HH:mm'; empty when given only when needed. */
  timesOfDay: z
    .array(medicationTimeSchema, { message: medicationMessages.time })
    .max(maxMedicationTimes, medicationMessages.tooManyTimes)
    .default([]),
  /** Given only when `condition` holds (a fever over 38°C), not at set times. */
  whenNeeded: z.boolean({ message: medicationMessages.timesOrWhenNeeded }).default(false),
  condition: optionalMedicationText(maxMedicationCondition),
  from: requiredCalendarDate(medicationMessages.fromRequired),
  to: requiredCalendarDate(medicationMessages.toRequired),
};

type RequestFields = {
  timesOfDay: string[];
  whenNeeded: boolean;
  condition?: string;
  from: string;
  to: string;
};

/** The rules across fields: times or when needed (with its condition), the last day not before the first, a year at most. */
function checkRequest(value: RequestFields, context: z.RefinementCtx) {
  const add = (path: string, text: string) =>
    context.addIssue({ code: 'custom', path: [path], message: text });
  if (value.whenNeeded === value.timesOfDay.length > 0)
    add('timesOfDay', medicationMessages.timesOrWhenNeeded);
  if (new Set(value.timesOfDay).size !== value.timesOfDay.length)
    add('timesOfDay', medicationMessages.timesRepeated);
  if (value.whenNeeded && !value.condition) add('condition', medicationMessages.condition);
  if (value.to < value.from) add('to', medicationMessages.toBeforeFrom);
  else if (medicationDays(value.from, value.to) > maxMedicationDays) add('to', medicationMessages.tooLong);
}

/** The parent's form: the request without its label photo, which is uploaded on sending. */
export const medicationFormSchema = z.object(requestFields).superRefine(checkRequest);
export type MedicationForm = z.infer<typeof medicationFormSchema>;
export type MedicationFormValues = z.input<typeof medicationFormSchema>;

/**
 * `POST /parent/children/{childId}/medication`: a medicine, its dose, when to give it (clock times,
 * or when needed with the condition), the days and the label's photo (uploaded first). From today
 * on is the server's rule (it knows today); the dialog applies it as well.
 */
export const medicationRequestSchema = z
  .object({
    ...requestFields,
    /** Uploaded first (`POST /parent/medication/photos`). */
    labelPhotoId: z.uuid({ error: medicationMessages.labelPhoto }),
  })
  .superRefine(checkRequest);
export type MedicationRequest = z.infer<typeof medicationRequestSchema>;
export type MedicationRequestInput = z.input<typeof medicationRequestSchema>;

/** Why a refused or corrected thing is so: required words. */
export const medicationReasonSchema = (required: MessageRef) => medicationText(required, maxMedicationReason);
