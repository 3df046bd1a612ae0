import { z } from 'zod';
import { doseNotGivenReasons, doseOutcomes, medicationStatuses } from './medication-rules';

const personSchema = z.object({ id: z.uuid(), name: z.string() });
const photoSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });

/** `POST /parent/medication/photos`: the label photo's id, for the authorisation's `labelPhotoId`. */
export const uploadedLabelPhotoSchema = z.object({ id: z.uuid() });

/** An authorisation as parents, staff and admins read it. Days `yyyy-MM-dd`, instants ISO. */
export const medicationAuthorisationSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  childName: z.string(),
  medicineName: z.string(),
  dose: z.string(),
  timesOfDay: z.array(z.string()),
  whenNeeded: z.boolean(),
  condition: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  status: z.enum(medicationStatuses),
  /** The label's photo behind signed links. */
  labelPhoto: photoSchema.nullable(),
  requestedAt: z.string(),
  /** The head of centre who accepted or declined it, when, and why declined. */
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type MedicationAuthorisation = z.infer<typeof medicationAuthorisationSchema>;
export const medicationAuthorisationsSchema = z.array(medicationAuthorisationSchema);

/**
 * What a dose's record says, in the dose and in each of its versions: given or not, when, how much
 * or why not, who recorded it and when.
 */
const doseRecordFields = {
  outcome: z.enum(doseOutcomes),
  at: z.string(),
  amount: z.string().nullable(),
  reasonCode: z.enum(doseNotGivenReasons).nullable(),
  reasonText: z.string().nullable(),
  recordedBy: personSchema,
  recordedAt: z.string(),
};

/** A dose's record as its current version says it. */
export const medicationDoseSchema = z.object({
  id: z.uuid(),
  authorisationId: z.uuid(),
  childId: z.uuid(),
  medicineName: z.string(),
  /** The Kuala Lumpur day it was due. */
  day: z.string(),
  /** Its clock time 'HH:mm'; null for a dose given when needed. */
  slot: z.string().nullable(),
  ...doseRecordFields,
  version: z.number().int(),
  corrected: z.boolean(),
});
export type MedicationDose = z.infer<typeof medicationDoseSchema>;

/** An earlier or the current version of a dose's record: who, when and why. */
export const doseVersionSchema = z.object({
  version: z.number().int(),
  ...doseRecordFields,
  /** Why it replaced the version before; null for the first. */
  reason: z.string().nullable(),
});
export const doseVersionsSchema = z.array(doseVersionSchema);
export type DoseVersion = z.infer<typeof doseVersionSchema>;

/** One dose due today: a clock time, or a medicine available when needed (`slot` null). */
export const dueDoseSchema = z.object({
  authorisationId: z.uuid(),
  childId: z.uuid(),
  childName: z.string(),
  medicineName: z.string(),
  dose: z.string(),
  condition: z.string().nullable(),
  slot: z.string().nullable(),
  /** The slot's instant; null when needed. */
  dueAt: z.string().nullable(),
  /** Not recorded 30 minutes after its time. */
  overdue: z.boolean(),
  /** Its record; for 'when needed', the doses given so far today. */
  doses: z.array(medicationDoseSchema),
});
export type DueDose = z.infer<typeof dueDoseSchema>;

/**
 * `GET /center/medication`: today's doses due at the centre, for the check-in list, and the
 * authorisations waiting for the head of centre.
 */
export const centreMedicationDaySchema = z.object({
  day: z.string(),
  due: z.array(dueDoseSchema),
  pending: medicationAuthorisationsSchema,
});
export type CentreMedicationDay = z.infer<typeof centreMedicationDaySchema>;

/** `GET /admin/children/{childId}/medication?date=`: the child's authorisations and that day's doses. */
export const childMedicationSchema = z.object({
  authorisations: medicationAuthorisationsSchema,
  doses: z.array(medicationDoseSchema),
});
export type ChildMedication = z.infer<typeof childMedicationSchema>;
