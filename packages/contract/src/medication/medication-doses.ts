import { z } from 'zod';
import { pathId } from '../shared/path-ids';
import {
  type DoseNotGivenReason,
  doseNotGivenReasons,
  doseOutcomes,
  maxMedicationReason,
  maxMedicineDose,
  medicationMessages,
  medicationReasonSchema,
  medicationTimeSchema,
  optionalMedicationText,
} from './medication-rules';

type Issue = (path: string, message: string) => void;

/** An instant with its offset, as a phone sends it. */
const doseInstantSchema = z.iso.datetime({ offset: true, error: medicationMessages.time });

/** What a dose's record says: given (when, how much) or not given (why). */
const doseFields = {
  outcome: z.enum(doseOutcomes, { message: medicationMessages.outcome }),
  /** When it was given, or when it was decided not to give it. */
  at: doseInstantSchema,
  /** What was given, in words ("5 ml"); required when given. */
  amount: optionalMedicationText(maxMedicineDose),
  reasonCode: z.enum(doseNotGivenReasons, { message: medicationMessages.notGivenReason }).optional(),
  /** Required for OTHER; a remark otherwise. */
  reasonText: optionalMedicationText(maxMedicationReason),
};

function checkDose(
  value: { outcome: string; amount?: string; reasonCode?: DoseNotGivenReason; reasonText?: string },
  add: Issue,
) {
  if (value.outcome === 'GIVEN' && !value.amount) add('amount', medicationMessages.amount);
  if (value.outcome === 'NOT_GIVEN' && !value.reasonCode)
    add('reasonCode', medicationMessages.notGivenReason);
  if (value.outcome === 'NOT_GIVEN' && value.reasonCode === 'OTHER' && !value.reasonText)
    add('reasonText', medicationMessages.notGivenText);
}

const refined = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((value, context) =>
    checkDose(value as Parameters<typeof checkDose>[0], (path, text) =>
      context.addIssue({ code: 'custom', path: [path], message: text }),
    ),
  );

/**
 * `POST /center/medication/{authorisationId}/doses`: one dose of an accepted authorisation, at its
 * clock time `slot` ('HH:mm'), or when needed (no slot). One record per slot and day; a resend
 * with the same `clientRequestId` answers the first.
 */
export const doseRequestSchema = refined(
  z.object({
    slot: medicationTimeSchema.nullable().default(null),
    ...doseFields,
    clientRequestId: z.uuid({ error: medicationMessages.requestId }).optional(),
  }),
);
export type DoseRequest = z.infer<typeof doseRequestSchema>;
export type DoseRequestInput = z.input<typeof doseRequestSchema>;

/** `POST /center/medication/doses/{doseId}/corrections`: the dose anew and why; the earlier version is kept. */
export const doseCorrectionSchema = refined(
  z.object({ ...doseFields, reason: medicationReasonSchema(medicationMessages.correctionReason) }),
);
export type DoseCorrection = z.infer<typeof doseCorrectionSchema>;
export type DoseCorrectionInput = z.input<typeof doseCorrectionSchema>;

/** `POST /center/medication/{authorisationId}/decline`. */
export const medicationDeclineSchema = z.object({
  reason: medicationReasonSchema(medicationMessages.declineReason),
});
export type MedicationDecline = z.infer<typeof medicationDeclineSchema>;

export const medicationParams = z.object({ authorisationId: pathId(medicationMessages.notFound) });
export const doseParams = z.object({ doseId: pathId(medicationMessages.doseNotFound) });
export const medicationChildParams = z.object({ childId: pathId(medicationMessages.childNotFound) });

/** A label photo upload's multipart field. */
export const medicationPhotoField = 'file';
