import { z } from 'zod';
import { message } from '../messages/message-key';
import { documentOrganisationSchema } from '../overtime/invoice-document';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { decimalNumber } from '../shared/decimal-number-schema';
import { feeChargeSchema } from './invoice-line-charge';

/**
 * A child's yearly fee statement (issue 41): the fees paid to the centre in a calendar year, for
 * the parent's childcare-fee tax relief claim (fees paid to a registered TASKA/TADIKA). A fee
 * counts in the year its invoice was paid in full; refunds by credit note of those invoices come
 * off. Late pick-up charges are not fees and are left out.
 */
export const yearlyStatementSchema = z.object({
  organisation: documentOrganisationSchema,
  centre: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    /** Its registration as a TASKA/TADIKA; null until an admin records it. */
    registrationNumber: z.string().nullable(),
  }),
  child: z.object({ name: z.string(), myKidNumber: z.string().nullable() }),
  year: z.number().int(),
  lines: z.array(
    z.object({
      invoiceNumber: z.string(),
      paidOn: calendarDateSchema,
      amountSen: z.number().int(),
      charge: feeChargeSchema,
    }),
  ),
  refunds: z.array(
    z.object({
      creditNoteNumber: z.string(),
      invoiceNumber: z.string(),
      date: calendarDateSchema,
      amountSen: z.number().int(),
    }),
  ),
  totalSen: z.number().int(),
});
export type YearlyStatement = z.infer<typeof yearlyStatementSchema>;

/** `GET /parent/billing/yearly-statement/pdf?childId&year` (and the admin's). */
export const yearlyStatementQuerySchema = z.object({
  childId: z.uuid(message('billing.childNotFound')),
  year: decimalNumber(
    z
      .number({ error: message('billing.statementYear') })
      .int(message('billing.statementYear'))
      .min(2000, message('billing.statementYear'))
      .max(2100, message('billing.statementYear')),
    message('billing.statementYear'),
  ),
});
