/** What an invoice line charges (decision 098): a late pick-up, a fee, or a sibling discount (negative). */
export const invoiceLineKinds = ['OVERTIME', 'MONTHLY_FEE', 'ONE_OFF_FEE', 'SIBLING_DISCOUNT'] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/** When a package's fee is charged: every month, or once on enrolment, each January, or once ever. */
export const feeChargeTimes = ['MONTHLY', 'ON_ENROLMENT', 'EACH_JANUARY', 'ONCE'] as const;
export type FeeChargeTime = (typeof feeChargeTimes)[number];
export const oneOffFeeChargeTimes = ['ON_ENROLMENT', 'EACH_JANUARY', 'ONCE'] as const;

/** A monthly billing run: drafting on the job queue, drafted for review, issuing, issued, or failed. */
export const billingRunStatuses = ['QUEUED', 'DRAFTING', 'DRAFTED', 'ISSUING', 'ISSUED', 'FAILED'] as const;
export type BillingRunStatus = (typeof billingRunStatuses)[number];
