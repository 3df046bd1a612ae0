import { z } from 'zod';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { overtimeUnits } from '../shared/enums';

/**
 * The block a charge is stated in (decision 087): D units for R sen, so it reads 'RM 5.00 per 15
 * minutes × 2' (`chargeRateTerms`); both null when no whole block adds up to it.
 */
export const chargeBlockShape = {
  blockDuration: z.number().int().nullable(),
  blockRateSen: z.number().int().nullable(),
};

/** A late pick-up block (decision 087): its times are instants, its rate ringgit per unit as kept (text, exact). */
export const overtimeChargeSchema = z.object({
  kind: z.literal('OVERTIME'),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  duration: z.number().int().min(0),
  unit: z.enum(overtimeUnits),
  rate: z.string().regex(/^\d{1,9}(\.\d{1,6})?$/),
  ...chargeBlockShape,
});
export type OvertimeLineCharge = z.infer<typeof overtimeChargeSchema>;

/**
 * A fee (decision 098): a month's fee (pro-rated: `daysCharged` of `daysInMonth`, both null for a
 * whole month), a one-off fee, or the sibling discount on a month's fee (its rate in basis points).
 * `feeName` is the package's name for a month's fee, the fee's own name for a one-off fee, as
 * invoiced; `unitPriceSen` the price the line starts from.
 */
export const feeChargeSchema = z.object({
  kind: z.enum(['MONTHLY_FEE', 'ONE_OFF_FEE', 'SIBLING_DISCOUNT']),
  feeName: z.string(),
  periodStart: calendarDateSchema,
  periodEnd: calendarDateSchema,
  unitPriceSen: z.number().int(),
  daysCharged: z.number().int().nullable(),
  daysInMonth: z.number().int().nullable(),
  discountBasisPoints: z.number().int().nullable(),
});
export type FeeLineCharge = z.infer<typeof feeChargeSchema>;

/** What an invoice line charges, facts only: worded by kind in the reader's language where shown. */
export const invoiceLineChargeSchema = z.discriminatedUnion('kind', [overtimeChargeSchema, feeChargeSchema]);
export type InvoiceLineCharge = z.infer<typeof invoiceLineChargeSchema>;
