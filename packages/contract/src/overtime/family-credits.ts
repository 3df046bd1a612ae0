import { z } from 'zod';
import { message } from '../messages/message-key';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';
import { invoicePaymentMethods, overtimeInvoiceMessages } from './overtime-invoices';

/**
 * A family's credit at a centre (decisions 088, 098): money an online payment brought beyond what
 * its invoice owed, or RM 25 earned by referring a new student (REFERRAL), kept on the family's
 * account until it is applied to an invoice of the family at that centre (by an admin, or when the
 * month's invoices are issued) or refunded. Integer sen; entries are never changed or deleted.
 */
export const familyCreditEntryKinds = ['RECEIVED', 'APPLIED', 'REFUNDED', 'REFERRAL'] as const;
export type FamilyCreditEntryKind = (typeof familyCreditEntryKinds)[number];

/** Whether an entry adds to the account (money kept, a referral earned) rather than takes from it. */
export const addsCredit = (kind: FamilyCreditEntryKind) => kind === 'RECEIVED' || kind === 'REFERRAL';

/** The largest amount one application or refund may carry: RM 1,000,000 (as a payment). */
const maxAmountSen = 100_000_000;

export const familyCreditIdParams = z.object({ id: pathId(overtimeInvoiceMessages.creditNotFound) });

const booleanText = z.enum(['true', 'false'], { error: message('common.mustBeTrueOrFalse') });

/** `GET /admin/overtime/credits`: families' accounts, those holding credit unless `all`. */
export const familyCreditsQuerySchema = z.object({
  /** Part of the family's name. */
  search: z.string().trim().max(200).optional(),
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  /** 'true': also accounts whose credit was all used or refunded. */
  all: booleanText.optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
/** The credits list's query as the API reads it, its page and limit filled. */
export type FamilyCreditsRequest = z.output<typeof familyCreditsQuerySchema>;

/** One movement of a family's credit. */
export const familyCreditEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(familyCreditEntryKinds),
  amountSen: z.number().int(),
  /** The account's balance right after this entry. */
  balanceAfterSen: z.number().int(),
  /** The Kuala Lumpur day: the money arrived, was applied, or was refunded. */
  day: z.string(),
  /** RECEIVED: the invoice the payment was for; APPLIED: the invoice it paid; REFUNDED, REFERRAL: null. */
  invoice: z.object({ id: z.uuid(), number: z.string().nullable() }).nullable(),
  /** RECEIVED: the gateway's bill id; REFUNDED: the admin's reference; APPLIED, REFERRAL: empty. */
  reference: z.string(),
  /** REFUNDED only: how the money went back. */
  refundMethod: z.enum(invoicePaymentMethods).nullable(),
  /** The admin who applied or refunded it; null for credit received online or earned by a referral, and credit applied as the month's invoices were issued on schedule. */
  recordedBy: z.object({ email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type FamilyCreditEntry = z.infer<typeof familyCreditEntrySchema>;

/** A family's account at a centre, as the Credits and refunds list shows it. */
export const familyCreditAccountSchema = z.object({
  id: z.uuid(),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  family: z.object({ id: z.uuid(), namedAfter: z.string() }),
  balanceSen: z.number().int(),
  entries: z.number().int(),
  lastEntryAt: z.iso.datetime(),
});
export type FamilyCreditAccount = z.infer<typeof familyCreditAccountSchema>;

/** An invoice of the same family and centre that the credit can pay. */
export const creditableInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  balanceSen: z.number().int(),
  dueDate: z.string(),
});

/** `GET /admin/overtime/credits/{id}`: the account, every entry (newest first), and where it can go. */
export const familyCreditDetailSchema = familyCreditAccountSchema.extend({
  history: z.array(familyCreditEntrySchema),
  openInvoices: z.array(creditableInvoiceSchema),
});
export type FamilyCreditDetail = z.infer<typeof familyCreditDetailSchema>;

const amountSen = z
  .number({ error: overtimeInvoiceMessages.amount })
  .int(overtimeInvoiceMessages.amount)
  .min(1, overtimeInvoiceMessages.amount)
  .max(maxAmountSen, overtimeInvoiceMessages.amount)
  .describe('Integer sen, at least 1');

/** `POST /admin/overtime/credits/{id}/applications`: credit to an open invoice of the family at the centre. */
export const applyFamilyCreditSchema = z.object({
  invoiceId: z.uuid(overtimeInvoiceMessages.creditInvoice),
  /** At most the credit and the invoice's balance. */
  amountSen,
});
export type ApplyFamilyCredit = z.input<typeof applyFamilyCreditSchema>;

/** `POST /admin/overtime/credits/{id}/refunds`: credit paid back to the family outside the product. */
export const refundFamilyCreditSchema = z.object({
  method: z.enum(invoicePaymentMethods, { error: overtimeInvoiceMessages.refundMethod }),
  reference: z
    .string()
    .trim()
    .max(200, message('common.atMostCharacters', { max: 200 }))
    .default(''),
  /** The Kuala Lumpur day the money went back; not after today. */
  refundedOn: requiredCalendarDate(overtimeInvoiceMessages.refundedOn),
  amountSen,
});
export type RefundFamilyCredit = z.input<typeof refundFamilyCreditSchema>;
/** A refund as the API reads it, its reference filled. */
export type RefundRequest = z.output<typeof refundFamilyCreditSchema>;

/** `GET /parent/credits`: the credit each of the parent's families holds at each centre. */
export const parentFamilyCreditSchema = z.object({
  id: z.uuid(),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  family: z.object({ id: z.uuid(), namedAfter: z.string() }),
  balanceSen: z.number().int(),
  /** Newest first; no admin is named to a parent. */
  history: z.array(familyCreditEntrySchema.omit({ recordedBy: true })),
});
export type ParentFamilyCredit = z.infer<typeof parentFamilyCreditSchema>;
export const parentFamilyCreditsSchema = z.object({ credits: z.array(parentFamilyCreditSchema) });
export type ParentFamilyCredits = z.infer<typeof parentFamilyCreditsSchema>;
