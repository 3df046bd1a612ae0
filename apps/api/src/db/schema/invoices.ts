import { maxAmountSen } from '@cic/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, createdByAdminColumn } from './admins';
import { billingRuns, fees } from './billing';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import {
  invoiceLineKindEnum,
  invoicePaymentMethodEnum,
  invoiceStatusEnum,
  invoicingRunStatusEnum,
  overtimeUnitEnum,
} from './enums';
import { families } from './families';
import { totalSenColumn } from './money-columns';
import { payments as orderPayments } from './orders';
import { blockValidCheck, overtimeReportItems, overtimeReports } from './overtime';

/**
 * The last number given in one gap-free sequence per kind ('INV', 'CN') and year (decision 068).
 * Issuing increments its row in the issuing transaction: the row lock makes concurrent issuers
 * wait for each other, and a rollback gives the number back, so numbers are never shared or skipped.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    kind: text('kind', { enum: ['INV', 'CN'] }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * An invoice of one family at one centre (decision 098): made from an overtime report (its lines
 * copies of report items, so it outlives its report: `report_id` becomes null) or by a month's
 * billing run (`period_month`, `billing_run_id`). Money is integer sen; `total_sen` is the sum of
 * the lines (written with them), `paid_sen` and `credited_sen` the sums of payments and credit notes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    /** `INV-2026-000123`, given when issued. */
    number: text('number'),
    status: invoiceStatusEnum('status').notNull().default('DRAFT'),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    /** Null for a child who belongs to no family: the invoice then holds that child's lines alone. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'restrict' }),
    reportId: uuid('report_id').references(() => overtimeReports.id, { onDelete: 'set null' }),
    /** The first day of the month a billing run drafted it for; null for an overtime report's invoice. */
    periodMonth: date('period_month', { mode: 'string' }),
    billingRunId: uuid('billing_run_id').references(() => billingRuns.id, { onDelete: 'set null' }),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    totalSen: integer('total_sen').notNull(),
    paidSen: integer('paid_sen').notNull().default(0),
    creditedSen: integer('credited_sen').notNull().default(0),
    /** The part of `paid_sen` paid from the family's credit (CREDIT payments): money counted where it was received. */
    creditAppliedSen: integer('credit_applied_sen').notNull().default(0),
    /** What this invoice's online payments brought beyond its balance, kept as the family's credit. */
    keptAsCreditSen: integer('kept_as_credit_sen').notNull().default(0),
    voidReason: text('void_reason'),
    /**
     * The names of the children on its lines, lower-cased and space-separated (lines never change):
     * the list's search by child matches them with LIKE, without reading every invoice's lines or
     * lower-casing each row as ILIKE does (decision 074).
     */
    searchNames: text('search_names').notNull().default(''),
    /** Null for an invoice a scheduled billing run drafted: no admin made it. */
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    check(
      'invoices_money_valid',
      sql`${table.totalSen} >= 0 AND ${table.paidSen} >= 0 AND ${table.paidSen} <= ${table.totalSen}
        AND ${table.creditedSen} >= 0 AND ${table.creditedSen} <= ${table.paidSen}`,
    ),
    // Decision 090: an invoice comes to at most RM 1,000,000, far inside the column's range; the
    // invoicing statement sums its lines as bigint and is refused here by name when they exceed it.
    check('invoices_total_at_most', sql`${table.totalSen} <= ${sql.raw(String(maxAmountSen))}`),
    check(
      'invoices_credit_valid',
      sql`${table.creditAppliedSen} >= 0 AND ${table.creditAppliedSen} <= ${table.paidSen} AND ${table.keptAsCreditSen} >= 0`,
    ),
    check(
      'invoices_issued_numbered',
      sql`${table.status} IN ('DRAFT', 'VOID') OR (${table.number} IS NOT NULL AND ${table.issueDate} IS NOT NULL AND ${table.dueDate} IS NOT NULL)`,
    ),
    index('invoices_status_due_date_idx').on(table.status, table.dueDate),
    index('invoices_centre_id_idx').on(table.centreId),
    index('invoices_family_id_idx').on(table.familyId),
    index('invoices_report_id_idx').on(table.reportId),
    // The list's order (newest first, then id): a page is read off this index without sorting.
    index('invoices_created_at_id_idx').on(table.createdAt, table.id),
    index('invoices_billing_run_id_idx').on(table.billingRunId),
    // A family is billed once a month at a centre: a repeated run finds the live invoice and skips it.
    uniqueIndex('invoices_live_family_month_key')
      .on(table.familyId, table.centreId, table.periodMonth)
      .where(
        sql`${table.periodMonth} IS NOT NULL AND ${table.familyId} IS NOT NULL AND ${table.status} <> 'VOID'`,
      ),
  ],
);

/**
 * One line of an invoice (decision 098): a late pick-up block copied from its report item
 * (`OVERTIME`), a month's fee or a one-off fee (`MONTHLY_FEE`, `ONE_OFF_FEE`), or the sibling
 * discount on a month's fee (`SIBLING_DISCOUNT`, negative). `live` is false once the invoice is
 * voided: the partial unique indexes then let the charge go on another invoice, and never on two
 * live ones. Deleting the report keeps the line (its item link becomes null, its check-out stays).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoiceId: requiredReference('invoice_id', () => invoices.id, 'cascade'),
    kind: invoiceLineKindEnum('kind').notNull().default('OVERTIME'),
    itemId: uuid('item_id').references(() => overtimeReportItems.id, { onDelete: 'set null' }),
    live: boolean('live').notNull().default(true),
    /**
     * The check-out whose charge this is, copied from the item (decision 087): a charge belongs to
     * its check-out, not to a report, so two reports over the same days cannot bill it twice. Null
     * only for lines made before it was kept whose item was already gone.
     */
    checkoutId: uuid('checkout_id'),
    childId: uuid('child_id').notNull(),
    /** The child's name when invoiced: an invoice is a document and keeps what it said. */
    childName: text('child_name').notNull(),
    /** A late pick-up's day; a fee's first day charged. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startTime: instantColumn('start_time'),
    endTime: instantColumn('end_time'),
    /** An OVERTIME line's charge and its block, copied from the item (see `chargedBlockColumns`). */
    duration: integer('duration'),
    unit: overtimeUnitEnum('unit'),
    rate: numeric('rate', { precision: 12, scale: 6 }),
    amountSen: integer('amount_sen').notNull(),
    blockDuration: integer('block_duration'),
    blockRateSen: integer('block_rate_sen'),
    /** A fee line's fee, and what it bills once: `2026-12` (a month), `2027` (a January), `ONCE`, or an enrolment's id. */
    feeId: uuid('fee_id').references(() => fees.id, { onDelete: 'restrict' }),
    billingKey: text('billing_key'),
    /** The fee's name (a one-off fee) or the package's (a month's fee) when invoiced. */
    feeName: text('fee_name'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The price the line starts from: a month's whole fee, a one-off fee, or the fee a discount is taken off. */
    unitPriceSen: integer('unit_price_sen'),
    /** A month's fee pro-rated: days charged of the days in the month (both null for a whole month). */
    daysCharged: integer('days_charged'),
    daysInMonth: integer('days_in_month'),
    /** A sibling discount's rate, in basis points. */
    discountBasisPoints: integer('discount_basis_points'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check(
      'invoice_lines_amount_sign',
      sql`CASE WHEN ${table.kind}::text = 'SIBLING_DISCOUNT' THEN ${table.amountSen} <= 0 ELSE ${table.amountSen} >= 0 END`,
    ),
    check(
      'invoice_lines_kind_columns',
      sql`CASE WHEN ${table.kind}::text = 'OVERTIME'
        THEN ${table.startTime} IS NOT NULL AND ${table.endTime} IS NOT NULL AND ${table.duration} IS NOT NULL
          AND ${table.unit} IS NOT NULL AND ${table.rate} IS NOT NULL AND ${table.feeId} IS NULL
        ELSE ${table.feeId} IS NOT NULL AND ${table.billingKey} IS NOT NULL AND ${table.periodStart} IS NOT NULL
          AND ${table.periodEnd} IS NOT NULL AND ${table.unitPriceSen} IS NOT NULL AND ${table.itemId} IS NULL
          AND ${table.checkoutId} IS NULL END`,
    ),
    check(
      'invoice_lines_days_valid',
      sql`(${table.daysCharged} IS NULL) = (${table.daysInMonth} IS NULL)
        AND ${table.daysCharged} BETWEEN 1 AND ${table.daysInMonth} AND ${table.daysInMonth} BETWEEN 28 AND 31`,
    ),
    blockValidCheck('invoice_lines_block_valid', table),
    index('invoice_lines_invoice_id_idx').on(table.invoiceId),
    // Deleting a report sets the link of each of its items' lines to null: without this index every
    // deleted item would scan the lines.
    index('invoice_lines_item_id_idx').on(table.itemId),
    uniqueIndex('invoice_lines_live_item_key')
      .on(table.itemId)
      .where(sql`${table.live} AND ${table.itemId} IS NOT NULL`),
    // A check-out's charge for a block is on at most one live invoice, whichever report it came
    // from (decision 087); the invoicing statement and the reports read a check-out's lines here.
    uniqueIndex('invoice_lines_live_checkout_key')
      .on(table.checkoutId, table.startTime)
      .where(sql`${table.live} AND ${table.checkoutId} IS NOT NULL`),
    // A child's fee (and its discount) is billed once for what it bills, whichever run drafts it.
    uniqueIndex('invoice_lines_live_fee_key')
      .on(table.childId, table.feeId, table.kind, table.billingKey)
      .where(sql`${table.live} AND ${table.feeId} IS NOT NULL`),
  ],
);

/**
 * Money received for an invoice: recorded by an admin (cash, bank transfer, cheque), or ONLINE when
 * a parent's gateway payment settles (decision 072). An ONLINE row names the gateway payment it
 * came from: one gateway payment is applied to an invoice at most once, and may pay several.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: idColumn(),
    invoiceId: requiredReference('invoice_id', () => invoices.id, 'restrict'),
    method: invoicePaymentMethodEnum('method').notNull(),
    reference: text('reference').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** Null for an ONLINE payment (no admin recorded it) and for credit applied by a scheduled issue. */
    recordedByAdminId: uuid('recorded_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    /** The gateway payment an ONLINE payment came from. */
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('invoice_payments_amount_positive', sql`${table.amountSen} > 0`),
    check(
      'invoice_payments_source_valid',
      // Text, not the enum: the migration adding ONLINE cannot use the new value in its own transaction.
      // CREDIT applied as a month's invoices are issued on schedule has no admin (decision 098).
      sql`CASE ${table.method}::text
        WHEN 'ONLINE' THEN ${table.orderPaymentId} IS NOT NULL AND ${table.recordedByAdminId} IS NULL
        WHEN 'CREDIT' THEN ${table.orderPaymentId} IS NULL
        ELSE ${table.orderPaymentId} IS NULL AND ${table.recordedByAdminId} IS NOT NULL END`,
    ),
    index('invoice_payments_invoice_id_idx').on(table.invoiceId),
    // One bill may pay several invoices (issue 41): a gateway payment reaches each invoice at most once.
    uniqueIndex('invoice_payments_order_payment_invoice_key').on(table.orderPaymentId, table.invoiceId),
  ],
);

/** A refund of money paid on an invoice, with its own number sequence (`CN-2026-000001`). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: idColumn(),
    number: text('number').notNull(),
    invoiceId: requiredReference('invoice_id', () => invoices.id, 'restrict'),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    createdByAdminId: createdByAdminColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    check('credit_notes_amount_positive', sql`${table.amountSen} > 0`),
    index('credit_notes_invoice_id_idx').on(table.invoiceId),
  ],
);

/**
 * Invoicing a whole report on the job queue (decision 074): one row per run, its state and what it
 * made so far (each batch adds its figures in its own transaction). At most one run per report is
 * QUEUED or RUNNING (the partial unique index); a deleted report leaves its runs, unlinked.
 */
export const overtimeInvoicingRuns = pgTable(
  'overtime_invoicing_runs',
  {
    id: idColumn(),
    reportId: uuid('report_id').references(() => overtimeReports.id, { onDelete: 'set null' }),
    /** Issue the invoices (numbers, dates) or leave them as proforma drafts. */
    issue: boolean('issue').notNull(),
    status: invoicingRunStatusEnum('status').notNull().default('QUEUED'),
    invoices: integer('invoices').notNull().default(0),
    items: integer('items').notNull().default(0),
    totalSen: totalSenColumn('total_sen'),
    /** A FAILED run's reason: a key of the message catalogue, worded when shown. */
    errorMessageCode: text('error_message_code'),
    createdByAdminId: createdByAdminColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    finishedAt: instantColumn('finished_at'),
  },
  (table) => [
    uniqueIndex('overtime_invoicing_runs_one_live_per_report')
      .on(table.reportId)
      .where(sql`${table.status} IN ('QUEUED', 'RUNNING')`),
    index('overtime_invoicing_runs_report_id_idx').on(table.reportId),
  ],
);

/**
 * A reminder sent of an invoice still owed (issue 41): `offset_days` from its due date (−3 before,
 * 0 on it, 7 after, as the billing settings say). One per invoice and offset: the daily job writes
 * the row before it queues the notice, so a second look that day sends nothing again.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: idColumn(),
    invoiceId: requiredReference('invoice_id', () => invoices.id, 'cascade'),
    offsetDays: integer('offset_days').notNull(),
    /** The Kuala Lumpur day it was sent. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('invoice_reminders_invoice_offset_key').on(table.invoiceId, table.offsetDays)],
);
