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
