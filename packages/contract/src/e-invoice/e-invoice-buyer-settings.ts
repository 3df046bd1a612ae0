import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import {
  eInvoiceAddressSchema,
  eInvoiceEmailSchema,
  eInvoiceMessages,
  eInvoiceNameSchema,
  eInvoicePhoneSchema,
  eInvoiceTinSchema,
  isPersonId,
  personIdTypes,
} from './e-invoice-input';
import { savedEInvoiceAddressSchema } from './e-invoice-issuer-settings';

/**
 * A parent's request for e-invoices of their own (issue 42, decisions 105 and 108): who they are
 * to LHDN. Without it their receipts go into the centre's consolidated e-invoice.
 */

export const eInvoiceBuyerMessages = {
  /** Validate TIN answered that MyInvois knows no such TIN with this ID. */
  tinNotRegistered: message('eInvoice.tinNotRegistered'),
  /** Only a MyKad holder may leave the TIN out (the general TIN goes with the MyKad number). */
  tinWithoutMyKad: message('eInvoice.tinWithoutMyKad'),
  /** MyInvois did not answer the TIN check: nothing was saved. */
  tinCheckNotAnswering: message('myInvois.tinCheckNotAnswering'),
} as const;

/** The spaces and dashes people write inside numbers ('770625-01-5324', '012-345 6789'). */
const withoutSeparators = (text: string) => text.replace(/[\s()-]/g, '');

/** An optional text: empty or absent is none (null), else it follows `schema`. */
const optionalText = (schema: z.ZodType<string, string>, error: MessageRef, tidy: (text: string) => string) =>
  z
    .string({ error })
    .nullish()
    .transform((text) => (text ? tidy(text) : '') || null)
    .pipe(schema.nullable());

/** Up to three address lines as a form sends them: the empty ones are dropped before the address's rules. */
const buyerAddressSchema = z
  .object({
    ...eInvoiceAddressSchema.shape,
    lines: z
      .array(z.string({ error: eInvoiceMessages.addressLine }), { error: eInvoiceMessages.addressLine })
      .max(3, eInvoiceMessages.addressLine)
      .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== '')),
  })
  .pipe(eInvoiceAddressSchema);

/**
 * `PUT /parent/e-invoice-buyer` and Settings' e-Invoice form: the name as on the ID, the TIN (none
 * for a MyKad holder who has none), the ID, the address, a phone number and an optional e-mail.
 * Numbers may be typed with spaces and dashes; the TIN in any letter case.
 */
export const eInvoiceBuyerBodySchema = z
  .object({
    name: eInvoiceNameSchema,
    tin: optionalText(eInvoiceTinSchema, eInvoiceMessages.tin, (text) =>
      text.replace(/\s/g, '').toUpperCase(),
    ).describe('LHDN tax identification number (IG…); empty or null: none, with a MyKad number only'),
    idType: z.enum(personIdTypes, { error: eInvoiceMessages.idValue }),
    idValue: z
      .string({ error: eInvoiceMessages.idValue })
      .transform((text) => withoutSeparators(text).toUpperCase())
      .describe('MyKad: 12 digits; passport or army number: up to 12 letters and digits'),
    address: buyerAddressSchema,
    phone: z.string({ error: eInvoiceMessages.phone }).transform(withoutSeparators).pipe(eInvoicePhoneSchema),
    email: optionalText(eInvoiceEmailSchema, eInvoiceMessages.email, (text) => text.trim()),
  })
  .superRefine((buyer, context) => {
    if (!isPersonId(buyer.idType, buyer.idValue)) {
      context.addIssue({ code: 'custom', message: eInvoiceMessages.idValue, path: ['idValue'] });
    }
    if (buyer.tin === null && buyer.idType !== 'NRIC') {
      context.addIssue({ code: 'custom', message: eInvoiceBuyerMessages.tinWithoutMyKad, path: ['tin'] });
    }
  });
export type EInvoiceBuyerBody = z.input<typeof eInvoiceBuyerBodySchema>;
export type ParsedEInvoiceBuyerBody = z.output<typeof eInvoiceBuyerBodySchema>;

/** A parent's details as saved; `tinValidatedAt`: when MyInvois last confirmed the TIN with the ID. */
export const savedEInvoiceBuyerSchema = z.object({
  name: z.string(),
  tin: z.string().nullable(),
  idType: z.enum(personIdTypes),
  idValue: z.string(),
  address: savedEInvoiceAddressSchema,
  phone: z.string(),
  email: z.string().nullable(),
  tinValidatedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type SavedEInvoiceBuyer = z.infer<typeof savedEInvoiceBuyerSchema>;

/** `GET /parent/e-invoice-buyer`: the parent's own details, null while they have not asked for e-invoices. */
export const parentEInvoiceBuyerSchema = savedEInvoiceBuyerSchema.nullable();
