import { z } from 'zod';
import { calendarMonthSchema } from '../shared/calendar-date-schema';
import { eInvoiceUuidSchema } from './e-invoice-input';

/**
 * What an invoice, receipt or credit note PDF says of its e-invoice (issue 42, decision 107):
 * - VALID: LHDN validated it; `link` is its public MyInvois page (`documentLink(uuid, longId)`,
 *   decision 106), printed and drawn as the QR code. `consolidated` when the e-invoice validated
 *   is the issuer's consolidated one this document is a line of (decision 105), not its own.
 * - PENDING: issued and sent, not validated yet.
 * - CONSOLIDATED: the buyer asked for no e-invoice of their own, so the document is (or will be) a
 *   line of the issuer's consolidated e-invoice for `month` (`yyyy-MM`), not yet validated.
 */
export const eInvoiceProofSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('VALID'),
    uuid: eInvoiceUuidSchema,
    validatedAt: z.iso.datetime({ offset: true }),
    link: z.url({ protocol: /^https?$/ }),
    consolidated: z.boolean().default(false),
  }),
  z.object({ state: z.literal('PENDING') }),
  z.object({ state: z.literal('CONSOLIDATED'), month: calendarMonthSchema }),
]);
/** A proof as a document's facts carry it (`consolidated` may be left out). */
export type EInvoiceProof = z.input<typeof eInvoiceProofSchema>;
/** A proof as the API answers it, `consolidated` always said. */
export type StatedEInvoiceProof = z.output<typeof eInvoiceProofSchema>;

/** MyInvois lets the issuer cancel an e-invoice within 72 hours of its validation (decision 105). */
export const eInvoiceCancellationMs = 72 * 60 * 60 * 1000;

/** Whether MyInvois still lets an e-invoice validated at `validatedAt` be cancelled at `now`. */
export function withinCancellationWindow(validatedAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(validatedAt).getTime() < eInvoiceCancellationMs;
}

/**
 * What voiding an invoice does to its e-invoice (issue 42): cancels it while MyInvois allows it
 * (waiting for the result of one not validated yet), issues a credit note e-invoice once the
 * window has passed or when the invoice is a line of a validated consolidated e-invoice, or leaves
 * it out of a consolidated e-invoice not made yet. Null: no e-invoice is concerned.
 */
export function eInvoiceVoidOutcome(
  proof: EInvoiceProof | null,
  now: Date,
): 'CANCEL' | 'CREDIT_NOTE' | 'LEAVE_OUT' | null {
  if (!proof) return null;
  if (proof.state === 'PENDING') return 'CANCEL';
  if (proof.state === 'CONSOLIDATED') return 'LEAVE_OUT';
  if (proof.consolidated) return 'CREDIT_NOTE';
  return withinCancellationWindow(proof.validatedAt, now) ? 'CANCEL' : 'CREDIT_NOTE';
}
