import { z } from 'zod';
import { chargeBlockShape, invoiceLineChargeSchema } from '../billing/invoice-line-charge';
import { eInvoiceProofSchema } from '../e-invoice/e-invoice-proof';
import type { DocumentKey } from '../messages/document-text';
import { message } from '../messages/message-key';
import { pageMetaSchema } from '../shared/api-envelope';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { maxAmountSen } from '../shared/money';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';
import type { overtimeItemStatuses } from './overtime-reports';

/**
 * Overtime invoices (issue 28, decision 068). Money is integer sen on the wire as in the database
 * (`…Sen` fields), so no amount is ever a binary fraction between an item and a payment.
 */
export const overtimeInvoiceStatuses = ['DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'VOID'] as const;
export type OvertimeInvoiceStatus = (typeof overtimeInvoiceStatuses)[number];
/**
 * How an invoice reads wherever it is shown (decision 089): its status, except that money refunded
 * by credit notes is said: REFUNDED once everything paid was refunded, PARTLY_REFUNDED before.
 */
export const invoiceStates = [...overtimeInvoiceStatuses, 'PARTLY_REFUNDED', 'REFUNDED'] as const;
export type InvoiceState = (typeof invoiceStates)[number];
/** Money received outside the product: the admin's Mark-as-Paid choices. */
export const invoicePaymentMethods = ['CASH', 'BANK_TRANSFER', 'CHEQUE'] as const;
export type InvoicePaymentMethod = (typeof invoicePaymentMethods)[number];
/**
 * Every way a payment is recorded: the admin's methods, ONLINE for a parent's payment through the
 * gateway, and CREDIT for the family's credit applied by an admin (decision 088).
 */
export const storedInvoicePaymentMethods = [...invoicePaymentMethods, 'ONLINE', 'CREDIT'] as const;
export type StoredInvoicePaymentMethod = (typeof storedInvoicePaymentMethods)[number];

/**
 * What an invoice's state makes of the report items whose charge it holds: the reports' billing
 * status (decision 068), also for an item billed through another report (decision 087).
 */
export const itemStatusOfInvoice = {
  DRAFT: 'PROFORMA',
  ISSUED: 'INVOICED',
  PARTLY_PAID: 'INVOICED',
  PAID: 'PAID',
  VOID: 'UNBILLED',
} as const satisfies Record<OvertimeInvoiceStatus, (typeof overtimeItemStatuses)[number]>;

export const overtimeInvoiceMessages = {
  notFound: message('invoices.notFound'),
  paymentNotFound: message('invoices.paymentNotFound'),
  creditNoteNotFound: message('invoices.creditNoteNotFound'),
  itemsRequired: message('invoices.itemsRequired'),
  itemNotInReport: message('invoices.itemNotInReport'),
  itemAlreadyInvoiced: message('invoices.itemAlreadyInvoiced'),
  itemsOrStudents: message('invoices.itemsOrStudents'),
  nothingToInvoice: message('invoices.nothingToInvoice'),
  nothingPayable: message('invoices.nothingPayable'),
  itemOnInvoice: message('invoices.itemOnInvoice'),
  notDraft: message('invoices.notDraft'),
  notPayable: message('invoices.notPayable'),
  overpaid: message('invoices.overpaid'),
  notVoidable: message('invoices.notVoidable'),
  notCreditable: message('invoices.notCreditable'),
  creditTooLarge: message('invoices.creditTooLarge'),
  voided: message('invoices.voided'),
  method: message('invoices.method'),
  amount: message('invoices.amount'),
  paidOn: message('invoices.paidOn'),
  paidBeforeIssue: message('invoices.paidBeforeIssue'),
  totalTooLarge: message('invoices.totalTooLarge'),
  reason: message('invoices.reason'),
  status: message('invoices.status'),
  issueChoice: message('invoices.issueChoice'),
  runNotFound: message('invoices.runNotFound'),
  runInProgress: message('invoices.runInProgress'),
  runFailed: message('invoices.runFailed'),
  runReportGone: message('invoices.runReportGone'),
  alreadyPaid: message('invoices.alreadyPaid'),
  creditNotFound: message('credits.notFound'),
  creditTooSmall: message('credits.notEnough'),
  creditInvoiceNotOwed: message('credits.invoiceNotOwed'),
  creditMoreThanBalance: message('credits.moreThanBalance'),
  creditInvoice: message('credits.invoice'),
  refundMethod: message('credits.refundMethod'),
  refundedOn: message('credits.refundedOn'),
} as const;

/** The most items one conversion takes (a month's report is converted in pages of selections). */
export const maxItemsPerConversion = 5_000;

export const overtimeInvoiceIdParams = z.object({ id: pathId(overtimeInvoiceMessages.notFound) });
/** One payment of an invoice: its receipt. */
export const invoicePaymentParams = overtimeInvoiceIdParams.extend({
  paymentId: pathId(overtimeInvoiceMessages.paymentNotFound),
});
/** One credit note of an invoice: its PDF. */
export const invoiceCreditNoteParams = overtimeInvoiceIdParams.extend({
  creditNoteId: pathId(overtimeInvoiceMessages.creditNoteNotFound),
});

/**
 * A stored invoice or receipt PDF (decision 073): a signed link that works for a few minutes, as
 * photos have, and the name to save it under.
 */
export const documentLinkSchema = z.object({ url: z.string(), fileName: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

const childIdsSchema = z
  .array(z.uuid(message('overtime.studentNotFound')), { error: overtimeInvoiceMessages.itemsRequired })
  .min(1, overtimeInvoiceMessages.itemsRequired)
  .max(maxItemsPerConversion, message('common.atMostItems', { max: maxItemsPerConversion }));

/**
 * `POST /admin/overtime/invoices/proforma` and `POST /admin/overtime/invoices`: a report's selected
 * items (the side sheet), or every uninvoiced item of the selected students (the Students tab,
 * which lists children, not items); exactly one of the two.
 */
export const convertOvertimeItemsSchema = z
  .object({
    reportId: z.uuid(message('overtime.reportNotFound')),
    itemIds: z
      .array(z.uuid(overtimeInvoiceMessages.itemNotInReport), {
        error: overtimeInvoiceMessages.itemsRequired,
      })
      .min(1, overtimeInvoiceMessages.itemsRequired)
      .max(maxItemsPerConversion, message('common.atMostItems', { max: maxItemsPerConversion }))
      .optional(),
    childIds: childIdsSchema.optional().describe('Every uninvoiced item of these children in the report'),
  })
  .refine((body) => body.itemIds !== undefined || body.childIds !== undefined, {
    message: overtimeInvoiceMessages.itemsRequired,
    path: ['itemIds'],
  })
  .refine((body) => body.itemIds === undefined || body.childIds === undefined, {
    message: overtimeInvoiceMessages.itemsOrStudents,
    path: ['childIds'],
  });
export type ConvertOvertimeItems = z.input<typeof convertOvertimeItemsSchema>;

const amountSen = z
  .number({ error: overtimeInvoiceMessages.amount })
  .int(overtimeInvoiceMessages.amount)
  .min(1, overtimeInvoiceMessages.amount)
  .max(maxAmountSen, overtimeInvoiceMessages.amount)
  .describe('Integer sen, at least 1 and at most 100,000,000 (RM 1,000,000)');
const reason = z
  .string({ error: overtimeInvoiceMessages.reason })
  .trim()
  .min(1, overtimeInvoiceMessages.reason)
  .max(500, message('common.atMostCharacters', { max: 500 }));

/** `POST /admin/overtime/invoices/{id}/payments`: money received outside the product. */
export const recordInvoicePaymentSchema = z.object({
  method: z.enum(invoicePaymentMethods, { error: overtimeInvoiceMessages.method }),
  reference: z
    .string()
    .trim()
    .max(200, message('common.atMostCharacters', { max: 200 }))
    .default(''),
  /** The Kuala Lumpur day the money arrived; not after today, nor before the invoice's issue date. */
  paidOn: requiredCalendarDate(overtimeInvoiceMessages.paidOn),
  amountSen,
});
export type RecordInvoicePayment = z.input<typeof recordInvoicePaymentSchema>;

/**
 * `POST /admin/overtime/invoicing/reports/{id}/payments`: the Students tab's Mark as Paid. Pays the
 * whole balance of every issued or part-paid invoice of the report that bills these children, with
 * one method, reference and day.
 */
export const payStudentsInvoicesSchema = recordInvoicePaymentSchema
  .omit({ amountSen: true })
  .extend({ childIds: childIdsSchema });
export type PayStudentsInvoices = z.input<typeof payStudentsInvoicesSchema>;

/** `POST /admin/overtime/invoices/{id}/void`. */
export const voidInvoiceSchema = z.object({ reason });
export type VoidInvoice = z.input<typeof voidInvoiceSchema>;

/** `POST /admin/overtime/invoices/{id}/credit-notes`: a refund of money paid. */
export const issueCreditNoteSchema = z.object({ amountSen, reason });
export type IssueCreditNote = z.input<typeof issueCreditNoteSchema>;

const booleanText = z.enum(['true', 'false'], { error: message('common.mustBeTrueOrFalse') });

/** `GET /admin/overtime/invoices` and its CSV export. */
export const overtimeInvoicesQuerySchema = z.object({
  /** Part of the number, the family's name or a child's name. */
  search: z.string().trim().max(200).optional(),
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  status: z.enum(overtimeInvoiceStatuses, { error: overtimeInvoiceMessages.status }).optional(),
  /** 'true': issued or part-paid invoices past their due date (Kuala Lumpur days). */
  overdue: booleanText.optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
export const overtimeInvoicesExportQuerySchema = overtimeInvoicesQuerySchema.omit({
  page: true,
  limit: true,
});

const invoiceStatusSchema = z.enum(overtimeInvoiceStatuses);

/** An invoice in the list and at the head of its detail. */
export const overtimeInvoiceSchema = z.object({
  id: z.uuid(),
  /** `INV-2026-000123` once issued; null while DRAFT (and for a draft that was voided). */
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  /** How it reads on every page, list, export and PDF: the status, or what credit notes refunded (`invoiceStateOf`). */
  state: z.enum(invoiceStates),
  /** Past its due date and not settled (Kuala Lumpur day). */
  overdue: z.boolean(),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  /** What the family is called after ('Tan'), worded when shown; null for a child with no family. */
  family: z.object({ id: z.uuid(), namedAfter: z.string() }).nullable(),
  reportId: z.uuid().nullable(),
  /** A month's invoice (decision 098): `yyyy-MM`; null for an invoice made from an overtime report. */
  periodMonth: z.string().nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  totalSen: z.number().int(),
  paidSen: z.number().int(),
  creditedSen: z.number().int(),
  /** total − paid until the invoice is PAID or VOID, then 0. */
  balanceSen: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type OvertimeInvoice = z.infer<typeof overtimeInvoiceSchema>;

export { chargeBlockShape };

/** What every view of an invoice line shows: the child, its day, its amount and what it charges. */
export const invoiceLineShape = {
  id: z.uuid(),
  child: z.object({ id: z.uuid(), name: z.string() }),
  /** A late pick-up's Kuala Lumpur day; a fee's first day charged. */
  date: z.string(),
  /** Negative for a discount. */
  amountSen: z.number().int(),
  charge: invoiceLineChargeSchema,
};

/** One line as the admin sees it: with the report item a late pick-up was copied from (null once deleted, or for a fee). */
export const overtimeInvoiceLineSchema = z.object({ ...invoiceLineShape, itemId: z.uuid().nullable() });

export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  method: z.enum(storedInvoicePaymentMethods),
  /** The admin's reference, or the gateway's bill id for an ONLINE payment. */
  reference: z.string(),
  paidOn: z.string(),
  amountSen: z.number().int(),
  /** The admin who recorded it; null for an ONLINE payment (the parent paid through the gateway). */
  recordedBy: z.object({ email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});

export const creditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  amountSen: z.number().int(),
  reason: z.string(),
  issueDate: z.string(),
  createdAt: z.iso.datetime(),
});

/** `GET /admin/overtime/invoices/{id}`. */
/** Money of an online payment beyond what the invoice owed, kept as the family's credit (decision 088). */
export const keptAsCreditSchema = z.object({
  id: z.uuid(),
  /** The gateway's bill id. */
  reference: z.string(),
  /** The Kuala Lumpur day the money arrived. */
  receivedOn: z.string(),
  /** The whole gateway payment, and the part of it kept as credit. */
  receivedSen: z.number().int(),
  amountSen: z.number().int(),
});
export type KeptAsCredit = z.infer<typeof keptAsCreditSchema>;

/**
 * What an invoice's detail adds to its row, for the admin and the parent alike: why it was voided
 * (the admin's own words; null unless VOID), its lines, payments and credit notes, each as that
 * reader's schema has them.
 */
export const invoiceDetailShape = <
  Line extends z.ZodType,
  Payment extends z.ZodType,
  CreditNote extends z.ZodType,
>(parts: {
  line: Line;
  payment: Payment;
  creditNote: CreditNote;
}) => ({
  voidReason: z.string().nullable(),
  lines: z.array(parts.line),
  payments: z.array(parts.payment),
  creditNotes: z.array(parts.creditNote),
});

export const overtimeInvoiceDetailSchema = overtimeInvoiceSchema.extend({
  ...invoiceDetailShape({
    line: overtimeInvoiceLineSchema,
    payment: invoicePaymentSchema,
    creditNote: creditNoteSchema,
  }),
  /** What this invoice's online payments brought in beyond its balance: now the family's credit. */
  keptAsCredit: z.array(keptAsCreditSchema),
  /** The reminders sent while it was owed (issue 41): days from the due date, and the day sent. */
  reminders: z.array(z.object({ offsetDays: z.number().int(), sentOn: z.string() })),
  /** The credit the invoice's family holds at its centre now; null for an invoice without a family. */
  familyCredit: z.object({ accountId: z.uuid().nullable(), balanceSen: z.number().int() }).nullable(),
  /**
   * Its e-invoice at MyInvois (issue 42): what a void does to it depends on it. Left out when there
   * is none (an optional union documents cleanly; a nullable one has no type for OpenAPI 3.0).
   */
  eInvoice: eInvoiceProofSchema.optional(),
});
export type OvertimeInvoiceDetail = z.infer<typeof overtimeInvoiceDetailSchema>;

/** The list's answer: a page of invoices and the totals of every invoice the filters match. */
export const overtimeInvoicePageSchema = z.object({
  invoices: z.array(overtimeInvoiceSchema),
  totals: z.object({
    /** Still owed on issued and part-paid invoices. */
    outstandingSen: z.number().int(),
    /**
     * Money received for these invoices (cash, transfer, cheque, online, including what an online
     * payment brought beyond the balance), less what credit notes refunded. Credit applied from a
     * family's account is not counted again: it was counted on the invoice it was received for.
     */
    collectedSen: z.number().int(),
    /** The part of `collectedSen` kept as families' credit rather than applied to these invoices. */
    keptAsCreditSen: z.number().int(),
  }),
});
export type OvertimeInvoicePage = z.infer<typeof overtimeInvoicePageSchema>;
/** `GET /admin/overtime/invoices`: `meta.total` counts the invoices the filters match. */
export const overtimeInvoiceListSchema = z.object({
  success: z.literal(true),
  data: overtimeInvoicePageSchema,
  meta: pageMetaSchema,
  message: z.string().optional(),
});

/** A conversion's answer: the invoices made, one per family and centre (and Mark as Paid's: those paid). */
export const convertedInvoicesSchema = z.object({ invoices: z.array(overtimeInvoiceSchema) });

/** `GET /admin/overtime/invoicing/reports/{id}`: the report's total = invoiced + uninvoiced. */
export const reportInvoicingSchema = z.object({
  totalSen: z.number().int(),
  invoicedSen: z.number().int(),
  uninvoicedSen: z.number().int(),
  invoicedItems: z.number().int(),
  uninvoicedItems: z.number().int(),
});
export type ReportInvoicing = z.infer<typeof reportInvoicingSchema>;

/**
 * Invoicing a whole report on the job queue (decision 074): every item of a READY report not on a
 * live invoice, one invoice per family and centre, as the per-selection conversion makes them.
 */
export const invoicingRunStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type InvoicingRunStatus = (typeof invoicingRunStatuses)[number];

/** `POST /admin/overtime/invoicing/reports/{id}/runs`: proforma invoices only, or issued too. */
export const startInvoicingRunSchema = z.object({
  issue: z.boolean({ error: overtimeInvoiceMessages.issueChoice }),
});
export type StartInvoicingRun = z.input<typeof startInvoicingRunSchema>;
export const invoicingRunIdParams = z.object({ id: pathId(overtimeInvoiceMessages.runNotFound) });
/** The 202 answer: the queued run, to be read at `GET /admin/overtime/invoicing/runs/{id}`. */
export const startedInvoicingRunSchema = z.object({ id: z.uuid() });

/** `GET /admin/overtime/invoicing/runs/{id}`: where the run is and what it has made so far. */
export const invoicingRunSchema = z.object({
  id: z.uuid(),
  /** Null once the report was deleted (its invoices stay). */
  reportId: z.uuid().nullable(),
  issue: z.boolean(),
  status: z.enum(invoicingRunStatuses),
  invoices: z.number().int(),
  items: z.number().int(),
  totalSen: z.number().int(),
  /** Why a FAILED run stopped: a key of the message catalogue and its English text. */
  errorMessageCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type InvoicingRun = z.infer<typeof invoicingRunSchema>;

/** The invoice number of the `sequence`-th invoice of a year: `INV-2026-000123`. */
export const invoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(6, '0')}`;
/** The credit note number: `CN-2026-000001`, its own sequence per year. */
export const creditNoteNumber = (year: number, sequence: number) =>
  `CN-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The receipt number of an invoice's `ordinal`-th payment (1 for the first, by when it was
 * recorded): `RCP-2026-000123-1` for `INV-2026-000123`. Payments are never deleted or reordered,
 * so the number is the same each time it is printed (decision 073).
 */
export const receiptNumberOf = (invoiceNumber: string, ordinal: number) =>
  `${invoiceNumber.replace(/^INV-/, 'RCP-')}-${ordinal}`;

/** What is still owed: nothing on a settled (paid or void) invoice, else the total less what was paid. */
export const invoiceBalanceSen = (invoice: {
  status: OvertimeInvoiceStatus;
  totalSen: number;
  paidSen: number;
}) => (invoice.status === 'PAID' || invoice.status === 'VOID' ? 0 : invoice.totalSen - invoice.paidSen);

/** The invoice's state after a payment or credit: PAID once nothing is owed, else PARTLY_PAID. */
export function paidStatus(totalSen: number, paidSen: number): 'ISSUED' | 'PARTLY_PAID' | 'PAID' {
  if (paidSen <= 0) return 'ISSUED';
  return paidSen >= totalSen ? 'PAID' : 'PARTLY_PAID';
}

/**
 * The state an invoice reads as (decision 089): once a credit note refunded money paid, REFUNDED
 * when nothing paid is left unrefunded, else PARTLY_REFUNDED; otherwise its status. The balance
 * still says what is owed.
 */
export function invoiceStateOf(invoice: {
  status: OvertimeInvoiceStatus;
  paidSen: number;
  creditedSen: number;
}): InvoiceState {
  if (invoice.creditedSen <= 0 || invoice.status === 'VOID' || invoice.status === 'DRAFT')
    return invoice.status;
  return invoice.creditedSen >= invoice.paidSen ? 'REFUNDED' : 'PARTLY_REFUNDED';
}

/** The CSV export's columns, in order (one row per invoice), as keys: worded in the reader's language. */
export const overtimeInvoiceCsvColumns = [
  'csvInvoiceNumber',
  'csvStatus',
  'csvCentre',
  'csvFamily',
  'csvIssueDate',
  'csvDueDate',
  'csvTotal',
  'csvPaid',
  'csvCredited',
  'csvBalance',
] as const satisfies readonly DocumentKey[];
