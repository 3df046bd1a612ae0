import { z } from 'zod';
import { message } from '../messages/message-key';
import { documentPartiesShape } from '../overtime/invoice-document';
import { storedInvoicePaymentMethods } from '../overtime/overtime-invoices';
import { calendarDateSchema } from '../shared/calendar-date-schema';

/**
 * A family's statement of account at a centre (issue 41): what it was charged and what it paid,
 * day by day, with the balance after each movement. Charges less payments is the balance: an
 * invoice charges its total; money received pays (by hand, online, or online beyond an invoice
 * and kept as credit); credit applied to an invoice only moves money already counted; a credit
 * note takes back the charge and the payment it refunds alike; credit paid back to the family
 * undoes a payment; a referral's credit pays like money received (decision 098). A negative
 * balance is credit held. Void invoices are left out: they never
 * charged anything.
 */
export const statementEntryKinds = [
  'INVOICE',
  'PAYMENT',
  'CREDIT_APPLIED',
  'CREDIT_NOTE',
  'CREDIT_RECEIVED',
  'CREDIT_REFUNDED',
  'CREDIT_REFERRAL',
] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

export const statementEntrySchema = z.object({
  date: calendarDateSchema,
  kind: z.enum(statementEntryKinds),
  /** The invoice's number; a credit note's own number is `creditNoteNumber`. */
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  method: z.enum(storedInvoicePaymentMethods).nullable(),
  chargeSen: z.number().int(),
  paymentSen: z.number().int(),
  balanceSen: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  ...documentPartiesShape,
  from: calendarDateSchema,
  to: calendarDateSchema,
  openingBalanceSen: z.number().int(),
  entries: z.array(statementEntrySchema),
  closingBalanceSen: z.number().int(),
  /** The family's credit at the centre on `to`: part of the balance when it is negative. */
  creditHeldSen: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementMessages = {
  family: message('billing.statementFamily'),
  centre: message('overtime.centerNotFound'),
  period: message('billing.statementPeriod'),
} as const;

/** `GET …/billing/statement` and its PDF: a family at a centre, from a day to a day (this year so far by default). */
export const statementQuerySchema = z
  .object({
    familyId: z.uuid(statementMessages.family),
    centerId: z.uuid(statementMessages.centre),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: statementMessages.period,
    path: ['to'],
  });

/** The accounts a parent has a statement of: each family at each centre it was invoiced by. */
export const statementAccountSchema = z.object({
  family: z.object({ id: z.uuid(), namedAfter: z.string() }),
  centre: z.object({ id: z.uuid(), name: z.string() }),
});
export type StatementAccount = z.infer<typeof statementAccountSchema>;
