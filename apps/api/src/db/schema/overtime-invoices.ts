import { maxAmountSen } from '@cic/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { centres } from './centres';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { invoicePaymentMethodEnum, invoicingRunStatusEnum, overtimeInvoiceStatusEnum } from './enums';
import { families } from './families';
import { payments as orderPayments } from './orders';
import { blockValidCheck, chargedBlockColumns, overtimeReportItems, overtimeReports } from './overtime';

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
 * An overtime invoice of one family at one centre. Its lines are copies of report items, so it
 * outlives its report (`report_id` becomes null). Money is integer sen; `total_sen` is the sum of
 * the lines (written with them), `paid_sen` and `credited_sen` the sums of payments and credit notes.
 */
export const overtimeInvoices = pgTable(
  'overtime_invoices',
  {
    id: idColumn(),
    /** `INV-2026-000123`, given when issued. */
    number: text('number'),
    status: overtimeInvoiceStatusEnum('status').notNull().default('DRAFT'),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'restrict' }),
    /** Null for a child who belongs to no family: the invoice then holds that child's lines alone. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'restrict' }),
    reportId: uuid('report_id').references(() => overtimeReports.id, { onDelete: 'set null' }),
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
    createdByAdminId: uuid('created_by_admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('overtime_invoices_number_key').on(table.number),
    check(
      'overtime_invoices_money_valid',
      sql`${table.totalSen} >= 0 AND ${table.paidSen} >= 0 AND ${table.paidSen} <= ${table.totalSen}
        AND ${table.creditedSen} >= 0 AND ${table.creditedSen} <= ${table.paidSen}`,
    ),
    // Decision 090: an invoice comes to at most RM 1,000,000, far inside the column's range; the
    // invoicing statement sums its lines as bigint and is refused here by name when they exceed it.
    check('overtime_invoices_total_at_most', sql`${table.totalSen} <= ${sql.raw(String(maxAmountSen))}`),
    check(
      'overtime_invoices_credit_valid',
      sql`${table.creditAppliedSen} >= 0 AND ${table.creditAppliedSen} <= ${table.paidSen} AND ${table.keptAsCreditSen} >= 0`,
    ),
    check(
      'overtime_invoices_issued_numbered',
      sql`${table.status} IN ('DRAFT', 'VOID') OR (${table.number} IS NOT NULL AND ${table.issueDate} IS NOT NULL AND ${table.dueDate} IS NOT NULL)`,
    ),
    index('overtime_invoices_status_due_date_idx').on(table.status, table.dueDate),
    index('overtime_invoices_centre_id_idx').on(table.centreId),
    index('overtime_invoices_family_id_idx').on(table.familyId),
    index('overtime_invoices_report_id_idx').on(table.reportId),
    // The list's order (newest first, then id): a page is read off this index without sorting.
    index('overtime_invoices_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

/**
 * One charged block on an invoice, copied from its report item. `live` is false once the invoice
 * is voided: the partial unique indexes then let the item go on another invoice, and never on two
 * live ones. Deleting the report keeps the line (its item link becomes null, its check-out stays).
 */
export const overtimeInvoiceLines = pgTable(
  'overtime_invoice_lines',
  {
    id: idColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => overtimeInvoices.id, { onDelete: 'cascade' }),
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
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The charge and its block, copied from the item. */
    ...chargedBlockColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('overtime_invoice_lines_amount_not_negative', sql`${table.amountSen} >= 0`),
    blockValidCheck('overtime_invoice_lines_block_valid', table),
    index('overtime_invoice_lines_invoice_id_idx').on(table.invoiceId),
    // Deleting a report sets the link of each of its items' lines to null: without this index every
    // deleted item would scan the lines.
    index('overtime_invoice_lines_item_id_idx').on(table.itemId),
    uniqueIndex('overtime_invoice_lines_live_item_key')
      .on(table.itemId)
      .where(sql`${table.live} AND ${table.itemId} IS NOT NULL`),
    // A check-out's charge for a block is on at most one live invoice, whichever report it came
    // from (decision 087); the invoicing statement and the reports read a check-out's lines here.
    uniqueIndex('overtime_invoice_lines_live_checkout_key')
      .on(table.checkoutId, table.startTime)
      .where(sql`${table.live} AND ${table.checkoutId} IS NOT NULL`),
  ],
);

/**
 * Money received for an invoice: recorded by an admin (cash, bank transfer, cheque), or ONLINE when
 * a parent's gateway payment settles (decision 072). An ONLINE row names the gateway payment it
 * came from, unique: one gateway payment is applied to an invoice at most once.
 */
export const overtimeInvoicePayments = pgTable(
  'overtime_invoice_payments',
  {
    id: idColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => overtimeInvoices.id, { onDelete: 'restrict' }),
    method: invoicePaymentMethodEnum('method').notNull(),
    reference: text('reference').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** Null for an ONLINE payment: no admin recorded it. */
    recordedByAdminId: uuid('recorded_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    /** The gateway payment an ONLINE payment came from. */
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('overtime_invoice_payments_amount_positive', sql`${table.amountSen} > 0`),
    check(
      'overtime_invoice_payments_source_valid',
      // Text, not the enum: the migration adding ONLINE cannot use the new value in its own transaction.
      sql`CASE WHEN ${table.method}::text = 'ONLINE'
        THEN ${table.orderPaymentId} IS NOT NULL AND ${table.recordedByAdminId} IS NULL
        ELSE ${table.orderPaymentId} IS NULL AND ${table.recordedByAdminId} IS NOT NULL END`,
    ),
    index('overtime_invoice_payments_invoice_id_idx').on(table.invoiceId),
    uniqueIndex('overtime_invoice_payments_order_payment_id_key').on(table.orderPaymentId),
  ],
);

/** A refund of money paid on an invoice, with its own number sequence (`CN-2026-000001`). */
export const overtimeCreditNotes = pgTable(
  'overtime_credit_notes',
  {
    id: idColumn(),
    number: text('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => overtimeInvoices.id, { onDelete: 'restrict' }),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    createdByAdminId: uuid('created_by_admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('overtime_credit_notes_number_key').on(table.number),
    check('overtime_credit_notes_amount_positive', sql`${table.amountSen} > 0`),
    index('overtime_credit_notes_invoice_id_idx').on(table.invoiceId),
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
    totalSen: bigint('total_sen', { mode: 'number' }).notNull().default(0),
    /** A FAILED run's reason: a key of the message catalogue, worded when shown. */
    errorMessageCode: text('error_message_code'),
    createdByAdminId: uuid('created_by_admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('overtime_invoicing_runs_one_live_per_report')
      .on(table.reportId)
      .where(sql`${table.status} IN ('QUEUED', 'RUNNING')`),
    index('overtime_invoicing_runs_report_id_idx').on(table.reportId),
  ],
);
