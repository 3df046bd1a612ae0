import { z } from 'zod';
import type { DocumentKey } from '../messages/document-text';
import { message } from '../messages/message-key';
import { calendarMonthSchema } from '../shared/calendar-date-schema';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';

/**
 * The office's page of e-invoices (issue 42): every document sent to MyInvois with its status and
 * errors, the consolidated ones by month, a corrected one sent again, and the CSV. Money is integer
 * sen on the wire, as on the invoices.
 */

/** What an e-invoice stands for: an invoice, the credit note of one voided too late to cancel, a refund, or a month's consolidated one. */
export const eInvoiceSources = ['INVOICE', 'VOID_CREDIT_NOTE', 'REFUND', 'CONSOLIDATED'] as const;
export type EInvoiceSource = (typeof eInvoiceSources)[number];
/** PENDING: built, not yet accepted by MyInvois; then MyInvois' own status values. */
export const eInvoiceStatuses = ['PENDING', 'SUBMITTED', 'VALID', 'INVALID', 'CANCELLED'] as const;
export type EInvoiceStatus = (typeof eInvoiceStatuses)[number];

/** One of MyInvois' validation errors as it said them (English and Malay), shown in the reader's language. */
export const eInvoiceErrorSchema = z.object({
  code: z.string(),
  message: z.string().describe("MyInvois' English text"),
  messageMs: z.string().nullable().describe("MyInvois' Malay text, where it gave one"),
  path: z.string().nullable().describe('Where in the document, as MyInvois names it'),
  messageKey: z
    .string()
    .optional()
    .describe("The product's own refusal of a document it would not send: a message key"),
});
export type EInvoiceError = z.infer<typeof eInvoiceErrorSchema>;

export const eInvoiceOfficeMessages = {
  notFound: message('eInvoice.notFound'),
  notInvalid: message('eInvoice.notInvalid'),
  status: message('eInvoice.statusFilter'),
  source: message('eInvoice.sourceFilter'),
} as const;

export const eInvoiceIdParams = z.object({ id: pathId(eInvoiceOfficeMessages.notFound) });

/** The list's filters, which its CSV takes too. */
const eInvoiceFilters = {
  status: z.enum(eInvoiceStatuses, { error: eInvoiceOfficeMessages.status }).optional(),
  source: z.enum(eInvoiceSources, { error: eInvoiceOfficeMessages.source }).optional(),
  month: calendarMonthSchema.optional().describe('Issued in this Kuala Lumpur month, yyyy-MM'),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Part of the e-invoice's number, its invoice's number or the family's name"),
};

/** `GET /admin/billing/e-invoices`: a page of e-invoices, newest first. */
export const eInvoicesQuerySchema = z.object({
  ...eInvoiceFilters,
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
export type EInvoicesQuery = z.input<typeof eInvoicesQuerySchema>;
export type EInvoicesRequest = z.output<typeof eInvoicesQuerySchema>;

/** `GET /admin/billing/e-invoices.csv`: every e-invoice the list's filters match. */
export const eInvoicesExportQuerySchema = z.object(eInvoiceFilters);
export type EInvoiceFilters = z.output<typeof eInvoicesExportQuerySchema>;

const centreSchema = z.object({ id: z.uuid(), name: z.string() });

/** An e-invoice in the list and at the head of its detail. */
export const eInvoiceRowSchema = z.object({
  id: z.uuid(),
  source: z.enum(eInvoiceSources),
  /** Our number, which MyInvois keeps as the document's: the invoice's, the credit note's, `CON-yyyy-MM-nn`. */
  number: z.string(),
  /** 01 invoice, 02 credit note, 04 refund note (decision 105). */
  typeCode: z.string(),
  /** The invoice it stands for (the invoice voided or refunded for a note); null for a consolidated one. */
  invoiceNumber: z.string().nullable(),
  /** A consolidated e-invoice's month, `yyyy-MM`, and its part (1, 2, … of 200 invoices each). */
  month: z.string().nullable(),
  part: z.number().int().nullable(),
  /** What the invoice's family is called after ('Tan'), worded when shown; null for the general public. */
  familyNamedAfter: z.string().nullable(),
  /** The invoice's centre, or the centre whose own issuer sent a consolidated one; null for the organisation's. */
  centre: centreSchema.nullable(),
  totalSen: z.number().int(),
  status: z.enum(eInvoiceStatuses),
  issuedAt: z.iso.datetime(),
  /** MyInvois' id of the document once accepted. */
  uuid: z.string().nullable(),
  validatedAt: z.iso.datetime().nullable(),
  errorCount: z.number().int(),
  /** The document's public page at MyInvois (its QR code's link), once Valid. */
  link: z.string().nullable(),
});
export type EInvoiceRow = z.infer<typeof eInvoiceRowSchema>;

/** An invoice a consolidated e-invoice holds: one line of it. */
export const consolidatedInvoiceSchema = z.object({
  number: z.string(),
  /** Its issue date, `yyyy-MM-dd`. */
  day: z.string(),
  amountSen: z.number().int(),
});
export type ConsolidatedInvoice = z.infer<typeof consolidatedInvoiceSchema>;

/** `GET /admin/billing/e-invoices/{id}`. */
export const eInvoiceDetailSchema = eInvoiceRowSchema.extend({
  /** Who issued it (the organisation's or a centre's own legal name). */
  issuerName: z.string(),
  /** What MyInvois (or the product, before sending) found wrong, for an Invalid one. */
  errors: z.array(eInvoiceErrorSchema),
  /** Times it was sent: a corrected one sent again adds one. */
  attempts: z.number().int(),
  submittedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelReason: z.string().nullable(),
  /** The e-invoice a credit or refund note adjusts. */
  original: z
    .object({
      id: z.uuid(),
      number: z.string(),
      source: z.enum(eInvoiceSources),
      status: z.enum(eInvoiceStatuses),
      uuid: z.string().nullable(),
    })
    .nullable(),
  /** A consolidated e-invoice's invoices by number, all of them (at most 200); empty for the others. */
  invoices: z.array(consolidatedInvoiceSchema),
});
export type EInvoiceDetail = z.infer<typeof eInvoiceDetailSchema>;

/** `GET /admin/billing/e-invoices/months`: a page of months, newest first (a year by default). */
export const consolidatedMonthsQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(12),
});
export type ConsolidatedMonthsQuery = z.input<typeof consolidatedMonthsQuerySchema>;

/** A month's consolidated e-invoices: one per issuer and 200 invoices (decision 105). */
export const consolidatedMonthSchema = z.object({
  month: z.string().describe('yyyy-MM'),
  /** How many invoices its documents hold, and their total. */
  invoices: z.number().int(),
  totalSen: z.number().int(),
  documents: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      part: z.number().int(),
      status: z.enum(eInvoiceStatuses),
      centre: centreSchema.nullable(),
      invoices: z.number().int(),
      totalSen: z.number().int(),
    }),
  ),
});
export type ConsolidatedMonth = z.infer<typeof consolidatedMonthSchema>;

/** The CSV's columns, in order (one row per e-invoice), as document keys. */
export const eInvoiceCsvColumns = [
  'eInvoiceCsvNumber',
  'eInvoiceCsvKind',
  'eInvoiceCsvDocument',
  'csvFamily',
  'csvCentre',
  'csvIssueDate',
  'csvTotal',
  'csvStatus',
  'eInvoiceCsvUuid',
  'eInvoiceCsvValidated',
  'eInvoiceCsvErrors',
] as const satisfies readonly DocumentKey[];
