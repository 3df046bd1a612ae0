import { z } from 'zod';
import { message } from '../messages/message-key';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';
import {
  invoiceDetailShape,
  invoiceLineShape,
  type OvertimeInvoiceStatus,
  overtimeInvoiceMessages,
  storedInvoicePaymentMethods,
} from './overtime-invoices';

/**
 * A family's overtime invoices as its parents see them (issue 28, decisions 072 and 089): issued,
 * part-paid and paid ones, and those voided after they were issued (the family was told of them).
 * A draft, or a draft voided before issue, was never theirs. Money is integer sen.
 */
export const parentInvoiceStatuses = ['ISSUED', 'PARTLY_PAID', 'PAID', 'VOID'] as const;
export type ParentInvoiceStatus = (typeof parentInvoiceStatuses)[number];
/** How a parent's invoice reads (`invoiceStateOf`): its status, or what credit notes refunded. */
export const parentInvoiceStates = [...parentInvoiceStatuses, 'PARTLY_REFUNDED', 'REFUNDED'] as const;

/** Whether the family's parents see the invoice: once it was issued (it has a number), voided or not. */
export const parentSeesInvoice = (invoice: { status: OvertimeInvoiceStatus; number: string | null }) =>
  invoice.status !== 'DRAFT' && invoice.number !== null;

export const parentInvoiceIdParams = z.object({ id: pathId(overtimeInvoiceMessages.notFound) });

/** `GET /parent/invoices`: newest first. */
export const parentInvoicesQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
  open: z
    .enum(['true', 'false'], { error: message('common.mustBeTrueOrFalse') })
    .optional()
    .describe('true: only the invoices still owed (issued or part-paid), what can be paid together'),
});

export const parentInvoiceSchema = z.object({
  id: z.uuid(),
  /** `INV-2026-000123`. */
  number: z.string(),
  status: z.enum(parentInvoiceStatuses),
  /** How it reads: the status, or REFUNDED / PARTLY_REFUNDED once credit notes refunded money paid. */
  state: z.enum(parentInvoiceStates),
  /** Owed and past its due date (Kuala Lumpur day). */
  overdue: z.boolean(),
  /** The family it bills: with the centre, the account several invoices are paid together on. */
  familyId: z.uuid(),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  issueDate: z.string(),
  dueDate: z.string(),
  totalSen: z.number().int(),
  paidSen: z.number().int(),
  /** What credit notes refunded of what was paid. */
  creditedSen: z.number().int(),
  /** What is still owed: 0 once PAID or VOID. */
  balanceSen: z.number().int(),
});
export type ParentInvoice = z.infer<typeof parentInvoiceSchema>;

/** One line: the child, the day, what it charges (a late pick-up block or a fee), the amount. */
export const parentInvoiceLineSchema = z.object(invoiceLineShape);
export type ParentInvoiceLine = z.infer<typeof parentInvoiceLineSchema>;

/** Money received: ONLINE through the gateway, or recorded by the centre (cash, transfer, cheque). */
export const parentInvoicePaymentSchema = z.object({
  id: z.uuid(),
  method: z.enum(storedInvoicePaymentMethods),
  paidOn: z.string(),
  amountSen: z.number().int(),
});
export type ParentInvoicePayment = z.infer<typeof parentInvoicePaymentSchema>;

/** A refund of money paid: its number (its PDF is at `/credit-notes/{id}/pdf`), day, amount and the centre's reason. */
export const parentCreditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issueDate: z.string(),
  amountSen: z.number().int(),
  reason: z.string(),
});
export type ParentCreditNote = z.infer<typeof parentCreditNoteSchema>;

/** `GET /parent/invoices/{id}`. */
export const parentInvoiceDetailSchema = parentInvoiceSchema.extend({
  ...invoiceDetailShape({
    line: parentInvoiceLineSchema,
    payment: parentInvoicePaymentSchema,
    creditNote: parentCreditNoteSchema,
  }),
  /** What the family's online payments for it brought beyond its balance: kept as their credit (decision 088). */
  keptAsCreditSen: z.number().int(),
});
export type ParentInvoiceDetail = z.infer<typeof parentInvoiceDetailSchema>;

/** `POST /parent/invoices/{id}/pay`: the order that pays the balance and where its bill is paid. */
export const parentInvoicePaymentStartSchema = z.object({ orderId: z.uuid(), paymentUrl: z.string() });
export type ParentInvoicePaymentStart = z.infer<typeof parentInvoicePaymentStartSchema>;

/** What `GET /parent/orders/{id}` adds for each invoice an order pays: the invoice as it is now. */
export const orderInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(['ISSUED', 'PARTLY_PAID', 'PAID']),
  balanceSen: z.number().int(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** The most invoices one bill pays. */
export const maxInvoicesPerBill = 50;

/**
 * `POST /parent/invoices/pay`: several open invoices of one family at one centre paid in one bill
 * (decision 098); the money is allocated oldest due date first when the bill is paid.
 */
export const payParentInvoicesBodySchema = z.object({
  invoiceIds: z
    .array(z.uuid(message('billing.payInvoices')), { error: message('billing.payInvoices') })
    .min(1, message('billing.payInvoices'))
    .max(maxInvoicesPerBill, message('billing.payInvoices')),
});
export type PayParentInvoicesBody = z.input<typeof payParentInvoicesBodySchema>;
