import { maxAmountSen } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins, createdByAdminColumn } from './admins';
import { packages, programmeColumns } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import { billingRunStatusEnum, feeChargeTimeEnum } from './enums';
import { totalSenColumn } from './money-columns';
import { registrations } from './registrations';
import { oneRowCheck, oneRowIdColumn } from './settings-row';

/**
 * A fee of a package (decision 098): its monthly fee (one per package) or a one-off fee charged on
 * enrolment, each January or once. What it costs is in `fee_prices`, from a month on.
 */
export const fees = pgTable(
  'fees',
  {
    id: idColumn(),
    packageId: requiredReference('package_id', () => packages.id, 'restrict'),
    chargedWhen: feeChargeTimeEnum('charged_when').notNull(),
    /** A one-off fee's name as the office words it (Deposit, Uniform); a monthly fee is named by its package. */
    name: text('name'),
    /** A one-off fee no longer charged; its invoices keep it. */
    archivedAt: instantColumn('archived_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check(
      'fees_name_valid',
      sql`CASE WHEN ${table.chargedWhen}::text = 'MONTHLY' THEN ${table.name} IS NULL ELSE length(${table.name}) BETWEEN 1 AND 100 END`,
    ),
    uniqueIndex('fees_one_monthly_per_package')
      .on(table.packageId)
      .where(sql`${table.chargedWhen} = 'MONTHLY'`),
    index('fees_package_id_idx').on(table.packageId),
  ],
);

/**
 * A fee's price from a month on (`effective_from`, a month's first day). A change is a new row,
 * never an update: a month is billed at the newest row from that month or before, so earlier
 * months keep the price they had, and a correction for the same month is a later row.
 */
export const feePrices = pgTable(
  'fee_prices',
  {
    id: idColumn(),
    feeId: requiredReference('fee_id', () => fees.id, 'restrict'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** A monthly fee's discount for the second and later child of a family at the centre (0 for none). */
    siblingDiscountBasisPoints: integer('sibling_discount_basis_points').notNull().default(0),
    createdByAdminId: createdByAdminColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('fee_prices_first_of_month', sql`extract(day from ${table.effectiveFrom}) = 1`),
    check(
      'fee_prices_amount_valid',
      sql`${table.amountSen} >= 0 AND ${table.amountSen} <= ${sql.raw(String(maxAmountSen))}`,
    ),
    check('fee_prices_discount_valid', sql`${table.siblingDiscountBasisPoints} BETWEEN 0 AND 10000`),
    index('fee_prices_fee_id_effective_from_idx').on(table.feeId, table.effectiveFrom, table.createdAt),
  ],
);

/**
 * A child's enrolment in a package at a centre from a day to a day (null while enrolled): made
 * from the paid registration's start date, or by an admin; a package change ends one period and
 * starts the next. The monthly run bills these, not the child's current package.
 */
export const enrolmentPeriods = pgTable(
  'enrolment_periods',
  {
    id: idColumn(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    ...programmeColumns(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('enrolment_periods_order', sql`${table.endsOn} IS NULL OR ${table.endsOn} >= ${table.startsOn}`),
    index('enrolment_periods_child_id_starts_on_idx').on(table.childId, table.startsOn),
    index('enrolment_periods_centre_id_idx').on(table.centreId),
  ],
);

/**
 * A month's billing run (one per month): drafts every family's invoice on the job queue in batches,
 * then issues them when the office says so or on its own (`issue_when_drafted`). Each batch adds
 * its figures in its own transaction; running it again drafts only what is missing.
 */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: idColumn(),
    periodMonth: date('period_month', { mode: 'string' }).notNull(),
    status: billingRunStatusEnum('status').notNull().default('QUEUED'),
    issueWhenDrafted: boolean('issue_when_drafted').notNull().default(false),
    invoices: integer('invoices').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    totalSen: totalSenColumn('total_sen'),
    issued: integer('issued').notNull().default(0),
    /** A FAILED run's reason: a key of the message catalogue, worded when shown. */
    errorMessageCode: text('error_message_code'),
    /** Null when the schedule started it. */
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    draftedAt: instantColumn('drafted_at'),
    issuedAt: instantColumn('issued_at'),
  },
  (table) => [
    uniqueIndex('billing_runs_period_month_key').on(table.periodMonth),
    check('billing_runs_first_of_month', sql`extract(day from ${table.periodMonth}) = 1`),
  ],
);

/**
 * The office's billing settings, one row: the Kuala Lumpur day of the month the run drafts, whether
 * it issues on its own, and the reminder days relative to the due date.
 */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: oneRowIdColumn(),
    runDay: integer('run_day').notNull().default(1),
    issueWhenDrafted: boolean('issue_when_drafted').notNull().default(false),
    reminderDays: integer('reminder_days').array().notNull().default(sql`'{-3,0,7}'::integer[]`),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    oneRowCheck('billing_settings', table.id),
    check('billing_settings_run_day_range', sql`${table.runDay} BETWEEN 1 AND 28`),
  ],
);
