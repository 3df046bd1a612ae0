import { z } from 'zod';
import { message } from '../messages/message-key';
import { invoiceStates } from '../overtime/overtime-invoices';
import { requiredCalendarDate, requiredCalendarMonth } from '../shared/calendar-date-schema';
import { maxAmountSen } from '../shared/money';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { pathId } from '../shared/path-ids';
import { billingRunStatuses, feeChargeTimes } from './billing-kinds';
import { basisPointsPerWhole } from './sibling-discount';

/**
 * The billing module (issue 41, decision 098): fees per package with their price history,
 * children's enrolment periods, the monthly billing run and its settings. Money is integer sen on
 * the wire; a discount is basis points (1,000 = 10 %).
 */
export const billingMessages = {
  packageNotFound: message('billing.packageNotFound'),
  feeNotFound: message('billing.feeNotFound'),
  monthlyFeeExists: message('billing.monthlyFeeExists'),
  chargedWhen: message('billing.chargedWhen'),
  feeName: message('billing.feeName'),
  amount: message('billing.amount'),
  discount: message('billing.discount'),
  effectiveFrom: message('billing.effectiveFrom'),
  monthlyNotArchivable: message('billing.monthlyNotArchivable'),
  feeArchived: message('billing.feeArchived'),
  childNotFound: message('billing.childNotFound'),
  startsOn: message('billing.startsOn'),
  endsOn: message('billing.endsOn'),
  startBeforeEnrolment: message('billing.startBeforeEnrolment'),
  endBeforeStart: message('billing.endBeforeStart'),
  enrolledAlready: message('billing.enrolledAlready'),
  notEnrolled: message('billing.notEnrolled'),
  packageOfOtherCentre: message('billing.packageOfOtherCentre'),
  samePackage: message('billing.samePackage'),
  runNotFound: message('billing.runNotFound'),
  runMonth: message('billing.runMonth'),
  runInProgress: message('billing.runInProgress'),
  runIssued: message('billing.runIssued'),
  runNotDrafted: message('billing.runNotDrafted'),
  runFailed: message('billing.runFailed'),
  runDay: message('billing.runDay'),
  reminderDays: message('billing.reminderDays'),
  issueChoice: message('billing.issueChoice'),
  statementNotFound: message('billing.statementNotFound'),
} as const;

const amountSen = z
  .number({ error: billingMessages.amount })
  .int(billingMessages.amount)
  .min(0, billingMessages.amount)
  .max(maxAmountSen, billingMessages.amount);
const discountBasisPoints = z
  .number({ error: billingMessages.discount })
  .int(billingMessages.discount)
  .min(0, billingMessages.discount)
  .max(basisPointsPerWhole, billingMessages.discount);
const effectiveFrom = requiredCalendarMonth(billingMessages.effectiveFrom);

/** A price from a month on: `POST /admin/billing/fees/{feeId}/prices`. */
export const feePriceBodySchema = z.object({
  /** `yyyy-MM`: the first month billed at this price. */
  effectiveFrom,
  amountSen,
  siblingDiscountBasisPoints: discountBasisPoints.default(0),
});
export type FeePriceBody = z.input<typeof feePriceBodySchema>;

/** A new fee of a package with its first price: `POST /admin/billing/packages/{packageId}/fees`. */
export const createFeeBodySchema = feePriceBodySchema
  .extend({
    chargedWhen: z.enum(feeChargeTimes, { error: billingMessages.chargedWhen }),
    /** A one-off fee's name; a monthly fee is named by its package. */
    name: z.string({ error: billingMessages.feeName }).trim().max(100, billingMessages.feeName).optional(),
  })
  .superRefine((body, context) => {
    if (body.chargedWhen !== 'MONTHLY' && !body.name) {
      context.addIssue({ code: 'custom', path: ['name'], message: billingMessages.feeName });
    }
  });
export type CreateFeeBody = z.input<typeof createFeeBodySchema>;

export const packageIdParams = z.object({ packageId: pathId(billingMessages.packageNotFound) });
export const feeIdParams = z.object({ feeId: pathId(billingMessages.feeNotFound) });
export const childIdParams = z.object({ childId: pathId(billingMessages.childNotFound) });
export const runIdParams = z.object({ runId: pathId(billingMessages.runNotFound) });

export const feePriceSchema = z.object({
  id: z.uuid(),
  /** `yyyy-MM`: the first month billed at this price. */
  effectiveFrom: z.string(),
  amountSen: z.number().int(),
  siblingDiscountBasisPoints: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type FeePrice = z.infer<typeof feePriceSchema>;

export const feeSchema = z.object({
  id: z.uuid(),
  chargedWhen: z.enum(feeChargeTimes),
  name: z.string().nullable(),
  archived: z.boolean(),
  /** The price of the current Kuala Lumpur month; null before the first price's month. */
  currentPrice: feePriceSchema.nullable(),
  /** Every price, the newest month first (history is never overwritten). */
  prices: z.array(feePriceSchema),
});
export type Fee = z.infer<typeof feeSchema>;

export const billingPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  fees: z.array(feeSchema),
});
export type BillingPackage = z.infer<typeof billingPackageSchema>;

/** `GET /admin/billing/packages`: packages by centre and name. */
export const billingPackagesQuerySchema = z.object({
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

/** A child's enrolment in a package from a day to a day (null while enrolled). */
export const enrolmentPeriodSchema = z.object({
  id: z.uuid(),
  package: z.object({ id: z.uuid(), name: z.string() }),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
});
export type EnrolmentPeriod = z.infer<typeof enrolmentPeriodSchema>;

/** `GET /admin/billing/children/{childId}/enrolments`. */
export const childEnrolmentsSchema = z.object({
  child: z.object({ id: z.uuid(), name: z.string() }),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  /** The packages of the child's centre, for a package change. */
  packages: z.array(z.object({ id: z.uuid(), name: z.string() })),
  periods: z.array(enrolmentPeriodSchema),
});
export type ChildEnrolments = z.infer<typeof childEnrolmentsSchema>;

/**
 * `POST /admin/billing/children/{childId}/enrolments`: enrols a child not enrolled on that day, or
 * moves an enrolled child to another package from that day (the current one ends the day before).
 */
export const enrolBodySchema = z.object({
  packageId: z.uuid(billingMessages.packageOfOtherCentre),
  startsOn: requiredCalendarDate(billingMessages.startsOn),
});
export type EnrolBody = z.input<typeof enrolBodySchema>;

/** `POST /admin/billing/children/{childId}/withdrawal`: the last day the child is billed for. */
export const withdrawalBodySchema = z.object({ endsOn: requiredCalendarDate(billingMessages.endsOn) });
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/** `POST /admin/billing/runs`: bill a month (again: only what is missing is drafted). */
export const startBillingRunBodySchema = z.object({
  month: requiredCalendarMonth(billingMessages.runMonth),
  issueWhenDrafted: z.boolean({ error: billingMessages.issueChoice }).default(false),
});
export type StartBillingRunBody = z.input<typeof startBillingRunBodySchema>;

export const billingRunSchema = z.object({
  id: z.uuid(),
  /** `yyyy-MM`. */
  month: z.string(),
  status: z.enum(billingRunStatuses),
  issueWhenDrafted: z.boolean(),
  invoices: z.number().int(),
  lines: z.number().int(),
  totalSen: z.number().int(),
  issued: z.number().int(),
  errorMessageCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  draftedAt: z.iso.datetime().nullable(),
  issuedAt: z.iso.datetime().nullable(),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

export const billingRunsQuerySchema = z.object({ page: pageNumberSchema, limit: pageLimitSchema(12) });

/** `GET /admin/billing/runs/{runId}`: the run and its invoices' totals by centre. */
export const billingRunDetailSchema = billingRunSchema.extend({
  centres: z.array(
    z.object({
      centre: z.object({ id: z.uuid(), name: z.string() }),
      invoices: z.number().int(),
      drafts: z.number().int(),
      totalSen: z.number().int(),
    }),
  ),
});
export type BillingRunDetail = z.infer<typeof billingRunDetailSchema>;

/** `GET /admin/billing/runs/{runId}/invoices`: the month's invoices, what changed since last month. */
export const billingRunInvoicesQuerySchema = z.object({
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  search: z.string().trim().max(200).optional(),
  /** 'true': only families whose total differs from last month's (or who are new). */
  changed: z.enum(['true', 'false'], { error: message('common.mustBeTrueOrFalse') }).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

export const billingRunInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  /** How the invoice reads (decision 089): its status, or refunded. */
  state: z.enum(invoiceStates),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  /** The name the family is called after, worded 'Tan Family'; null for a child without a family. */
  familyNamedAfter: z.string().nullable(),
  childNames: z.array(z.string()),
  totalSen: z.number().int(),
  /** Last month's total of the family at the centre; null when it had no invoice then. */
  previousTotalSen: z.number().int().nullable(),
});
export type BillingRunInvoice = z.infer<typeof billingRunInvoiceSchema>;

/** The office's billing settings: `GET`/`PUT /admin/billing/settings`. */
export const billingSettingsSchema = z.object({
  /** The Kuala Lumpur day of the month the run drafts the month (1–28). */
  runDay: z
    .number({ error: billingMessages.runDay })
    .int(billingMessages.runDay)
    .min(1, billingMessages.runDay)
    .max(28, billingMessages.runDay),
  issueWhenDrafted: z.boolean({ error: billingMessages.issueChoice }),
  /** Days from an invoice's due date a reminder goes (−3 before, 0 on it, 7 after). */
  reminderDays: z
    .array(
      z
        .number({ error: billingMessages.reminderDays })
        .int(billingMessages.reminderDays)
        .min(-30, billingMessages.reminderDays)
        .max(60, billingMessages.reminderDays),
      { error: billingMessages.reminderDays },
    )
    .max(5, billingMessages.reminderDays),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** `GET /admin/billing/enrolments`: children by centre and name with their enrolment today. */
export const enrolmentsQuerySchema = z.object({
  centerId: z.uuid(message('overtime.centerNotFound')).optional(),
  /** Part of the child's name. */
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

export const enrolmentRowSchema = z.object({
  child: z.object({ id: z.uuid(), name: z.string() }),
  centre: z.object({ id: z.uuid(), name: z.string() }),
  /** The child's latest enrolment period (the current one while enrolled); null when never enrolled. */
  latest: enrolmentPeriodSchema.nullable(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;
