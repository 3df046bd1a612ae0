import { z } from 'zod';
import { message } from '../messages/message-key';
import { centreIdParam } from '../shared/path-ids';

/**
 * A centre's registration as a TASKA/TADIKA (issue 41), printed on the yearly fee statement so
 * parents can claim tax relief on the fees. The BILLING module's admins set it on Billing → Settings.
 */
export const registrationNumberMessages = {
  text: message('billing.registrationNumberText'),
  length: message('billing.registrationNumberLength'),
  characters: message('billing.registrationNumberCharacters'),
} as const;

export const registrationNumberMaxLength = 50;

/** Letters, digits, spaces and `-/.`: how registration numbers are written ('KPM-TSK/01.2019'). */
const registrationNumberCharacters = /^[A-Za-z0-9 ./-]*$/;

/**
 * `PUT /admin/billing/centres/{id}/registration-number`: the number, trimmed; empty clears it
 * (the parsed body holds null then).
 */
export const registrationNumberBodySchema = z.object({
  registrationNumber: z
    .string({ error: registrationNumberMessages.text })
    .trim()
    .max(registrationNumberMaxLength, registrationNumberMessages.length)
    .regex(registrationNumberCharacters, registrationNumberMessages.characters)
    .transform((text) => text || null),
});
export type RegistrationNumberBody = z.input<typeof registrationNumberBodySchema>;

export const billingCentreIdParams = z.object({ id: centreIdParam });

/** `GET /admin/billing/centres`: every centre with its registration number (null: not set). */
export const billingCentreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
});
export type BillingCentre = z.infer<typeof billingCentreSchema>;
