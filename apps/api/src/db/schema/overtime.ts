import { type AnyColumn, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdByAdminColumn } from './admins';
import { packages } from './centres';
import {
  clockTimePattern,
  createdAtColumn,
  idColumn,
  instantColumn,
  requiredReference,
  updatedAtColumn,
} from './columns';
import { overtimeItemStatusEnum, overtimeReportStatusEnum, overtimeUnitEnum } from './enums';
import { totalSenColumn } from './money-columns';

/**
 * A time block of overtime charging, e.g. 18:30-19:00 at RM 1 per 5 minutes. Times are local
 * Kuala Lumpur clock times 'HH:mm'. `packageId` null means the default rules.
 */
export const overtimeRules = pgTable(
  'overtime_rules',
  {
    id: idColumn(),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Charged per `duration` `unit`s (e.g. 5 MINUTE) at `rateSen`. */
    duration: integer('duration').notNull(),
    unit: overtimeUnitEnum('unit').notNull(),
    rateSen: integer('rate_sen').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('overtime_rules_start_time_format', sql`${table.startTime} ~ ${sql.raw(`'${clockTimePattern}'`)}`),
    check('overtime_rules_end_time_format', sql`${table.endTime} ~ ${sql.raw(`'${clockTimePattern}'`)}`),
    check('overtime_rules_start_before_end', sql`${table.startTime} < ${table.endTime}`),
    check('overtime_rules_duration_positive', sql`${table.duration} >= 1`),
    check('overtime_rules_rate_not_negative', sql`${table.rateSen} >= 0`),
    index('overtime_rules_package_id_idx').on(table.packageId),
  ],
);

/**
 * A generated overtime report over a range of Kuala Lumpur days. Its items are written by one job
 * in one transaction (GENERATING until then); the counts and total are kept with the report so
 * the list reads no items, and every item edit or delete updates them in its transaction.
 */
export const overtimeReports = pgTable(
  'overtime_reports',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The chosen centres; empty means every centre. */
    centreIds: uuid('centre_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: overtimeReportStatusEnum('status').notNull().default('GENERATING'),
    failureReason: text('failure_reason'),
    centreCount: integer('centre_count').notNull().default(0),
    studentCount: integer('student_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    totalAmountSen: totalSenColumn('total_amount_sen'),
    createdByAdminId: createdByAdminColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('overtime_reports_date_range', sql`${table.startDate} <= ${table.endDate}`),
    index('overtime_reports_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The charge of one overtime block: what a report item states and the invoice line copied from it
 * keeps word for word. Call it once per table (a builder may be used by one column only).
 */
export const chargedBlockColumns = () => ({
  /** Units charged, whole steps of the block's duration. */
  duration: integer('duration').notNull(),
  unit: overtimeUnitEnum('unit').notNull(),
  /** Ringgit per unit, exact to a millionth (a block's R ÷ D need not end in sen). */
  rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
  /** duration × rate, rounded half-up to sen (overtime-charge.ts in the contract). */
  amountSen: integer('amount_sen').notNull(),
  /**
   * The block as its rule states it: D units (`block_duration`) for R sen (`block_rate_sen`), so
   * the item reads 'RM 5.00 per 15 minutes × 2' (decision 087). Both null when no whole block
   * adds up to the item (an admin's edit can leave such a rate): it then reads per unit.
   */
  blockDuration: integer('block_duration'),
  blockRateSen: integer('block_rate_sen'),
});

/** The stated block is whole or absent: both columns null, or D of at least 1 and R not negative. */
export const blockValidCheck = (name: string, table: { blockDuration: AnyColumn; blockRateSen: AnyColumn }) =>
  check(
    name,
    sql`(${table.blockDuration} IS NULL) = (${table.blockRateSen} IS NULL) AND ${table.blockDuration} >= 1 AND ${table.blockRateSen} >= 0`,
  );

/** One charged overtime block of one late check-out. */
export const overtimeReportItems = pgTable(
  'overtime_report_items',
  {
    id: idColumn(),
    reportId: requiredReference('report_id', () => overtimeReports.id, 'cascade'),
    // No foreign keys to the centre, child and check-out (decision 040): an item is a snapshot that
    // the one generation statement writes from those very rows, and check-ins, children and centres
    // are never deleted; checking 250,000 keys a national month cost 45% of the statement.
    centreId: uuid('centre_id').notNull(),
    childId: uuid('child_id').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    startTime: instantColumn('start_time').notNull(),
    endTime: instantColumn('end_time').notNull(),
    /** The check-out's Kuala Lumpur day. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    ...chargedBlockColumns(),
    status: overtimeItemStatusEnum('status').notNull().default('UNBILLED'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('overtime_report_items_duration_positive', sql`${table.duration} >= 1`),
    check('overtime_report_items_money_not_negative', sql`${table.rate} >= 0 AND ${table.amountSen} >= 0`),
    check('overtime_report_items_time_order', sql`${table.startTime} <= ${table.endTime}`),
    blockValidCheck('overtime_report_items_block_valid', table),
    index('overtime_report_items_report_id_centre_id_idx').on(table.reportId, table.centreId),
    index('overtime_report_items_report_id_child_id_local_date_idx').on(
      table.reportId,
      table.childId,
      table.localDate,
    ),
  ],
);
