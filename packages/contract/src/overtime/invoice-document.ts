import { z } from 'zod';
import { invoiceLineChargeSchema } from '../billing/invoice-line-charge';
import { eInvoiceProofSchema } from '../e-invoice/e-invoice-proof';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import {
  invoiceStates,
  type OvertimeInvoiceStatus,
  overtimeInvoiceStatuses,
  storedInvoicePaymentMethods,
} from './overtime-invoices';

/**
 * What an invoice or receipt PDF shows (issue 28, decision 069): facts only, no words. Labels,
 * family names, statuses and methods are worded by the renderer in the reader's language; money
 * is integer sen throughout, so nothing printed is the result of a floating point sum. Each type
 * is the schema's input: the e-invoice proof may be left out, and the renderer parses it to null.
 */

/** An invoice's status (decision 068): a receipt prints the one its payment made. */
export type InvoiceStatus = OvertimeInvoiceStatus;
const invoiceStatuses = overtimeInvoiceStatuses;

const sen = z.number().int();
const nonNegativeSen = sen.min(0);

/** Who sends the document: the organisation's name and contact (decision 006's configuration). */
export const documentOrganisationSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
});
export type DocumentOrganisation = z.infer<typeof documentOrganisationSchema>;

export const documentCentreSchema = z.object({ name: z.string(), addressLines: z.array(z.string()) });
export type DocumentCentre = z.infer<typeof documentCentreSchema>;

/**
 * The family as kept: the name it is called after, worded 'Tan Family' / 'Keluarga Tan' when shown;
 * null for a child billed without a family, worded 'No family' (decision 094).
 */
export const documentFamilySchema = z.object({ namedAfter: z.string().nullable() });
export type DocumentFamily = z.infer<typeof documentFamilySchema>;

/** One line: `date` is a late pick-up's Kuala Lumpur day or a fee's first day; a discount is negative. */
export const invoiceDocumentLineSchema = z.object({
  childName: z.string(),
  date: calendarDateSchema,
  amountSen: sen,
  charge: invoiceLineChargeSchema,
});
export type InvoiceDocumentLine = z.infer<typeof invoiceDocumentLineSchema>;

export const invoiceDocumentPaymentSchema = z.object({
  date: calendarDateSchema,
  method: z.enum(storedInvoicePaymentMethods),
  reference: z.string().nullable(),
  amountSen: nonNegativeSen,
});
export type InvoiceDocumentPayment = z.infer<typeof invoiceDocumentPaymentSchema>;

/** A refund of money paid, listed on the invoice it refunds (decision 089). */
export const invoiceDocumentCreditNoteSchema = z.object({
  number: z.string(),
  date: calendarDateSchema,
  reason: z.string(),
  amountSen: nonNegativeSen,
});
export type InvoiceDocumentCreditNote = z.infer<typeof invoiceDocumentCreditNoteSchema>;

/** Who issues a document, and the centre and family it is about. */
export const documentPartiesShape = {
  organisation: documentOrganisationSchema,
  centre: documentCentreSchema,
  family: documentFamilySchema,
};

/** The document's e-invoice as its PDF proves it (issue 42); null where there is none to show. */
const eInvoiceShape = { eInvoice: eInvoiceProofSchema.nullable().default(null) };

/** An invoice; a DRAFT (proforma) has no number, issue date or due date yet. */
export const invoiceDocumentSchema = z.object({
  ...documentPartiesShape,
  invoiceNumber: z.string().nullable(),
  issueDate: calendarDateSchema.nullable(),
  dueDate: calendarDateSchema.nullable(),
  /** The invoice's state (`invoiceStateOf`): REFUNDED or PARTLY_REFUNDED rather than PAID once money was refunded. */
  status: z.enum(invoiceStates),
  lines: z.array(invoiceDocumentLineSchema),
  totalSen: nonNegativeSen,
  paidSen: nonNegativeSen,
  /** What the credit notes refunded of what was paid. */
  creditedSen: nonNegativeSen,
  balanceSen: sen,
  payments: z.array(invoiceDocumentPaymentSchema),
  creditNotes: z.array(invoiceDocumentCreditNoteSchema),
  ...eInvoiceShape,
});
export type InvoiceDocument = z.input<typeof invoiceDocumentSchema>;

/**
 * A receipt for one payment of an invoice (`receiptNumberOf`, decision 073). The invoice's figures
 * are as they stood right after this payment: its total, what was paid up to and with it, the
 * balance left and the status that made.
 */
export const receiptDocumentSchema = z.object({
  ...documentPartiesShape,
  receiptNumber: z.string(),
  invoiceNumber: z.string(),
  paymentDate: calendarDateSchema,
  method: z.enum(storedInvoicePaymentMethods),
  reference: z.string().nullable(),
  /** What this payment put on the invoice. */
  amountSen: nonNegativeSen,
  /** The whole online payment, when part or all of it was kept as the family's credit (decision 088). */
  receivedSen: nonNegativeSen,
  keptAsCreditSen: nonNegativeSen,
  invoiceTotalSen: nonNegativeSen,
  paidToDateSen: nonNegativeSen,
  balanceAfterSen: sen,
  status: z.enum(invoiceStatuses),
  ...eInvoiceShape,
});
export type ReceiptDocument = z.input<typeof receiptDocumentSchema>;

/**
 * A credit note (decision 089): a refund of money paid on an invoice, with its own number
 * (`CN-2026-000001`) and day, the invoice it refunds, the amount, the centre's reason in the
 * admin's own words, and the invoice's paid and refunded sums as they stood right after it.
 */
export const creditNoteDocumentSchema = z.object({
  ...documentPartiesShape,
  creditNoteNumber: z.string(),
  issueDate: calendarDateSchema,
  invoiceNumber: z.string(),
  amountSen: nonNegativeSen,
  reason: z.string(),
  invoiceTotalSen: nonNegativeSen,
  paidSen: nonNegativeSen,
  refundedToDateSen: nonNegativeSen,
  ...eInvoiceShape,
});
export type CreditNoteDocument = z.input<typeof creditNoteDocumentSchema>;
