import { careTypes } from '@cic/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByAdminColumn } from './admins';
import { centreDayIndex } from './centre-day-index';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, requiredReference } from './columns';
import { currentVersionColumns, recordedByIndex, versionColumns, versionKeys } from './kept-versions';
import { oneRowCheck, oneRowIdColumn } from './settings-row';
import { managers } from './staff';

const careTypeList = sql.raw(careTypes.map((type) => `'${type}'`).join(', '));

/**
 * A shift of a teacher or head of centre at their centre (issue 45, decision 130): from a clock-in
 * to its clock-out (null while clocked in). The row is its current version; each version a
 * correction replaced is kept in `staff_shift_versions`. `local_date` is the Kuala Lumpur day of
 * `started_at`; a trigger keeps `ratio_days.staff_present` by the open shifts of each centre's day.
 */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    managerId: requiredReference('manager_id', () => managers.id, 'restrict'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startedAt: instantColumn('started_at').notNull(),
    endedAt: instantColumn('ended_at'),
    /** The phone's ids of the clock-in and the clock-out: a resend answers the first recording. */
    inRequestId: uuid('in_request_id'),
    outRequestId: uuid('out_request_id'),
    /** Still open when the closing-time check ran that day. */
    openAtClosing: boolean('open_at_closing').notNull().default(false),
    /** Recorded by the person clocking, or by the head of centre. */
    ...currentVersionColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check(
      'staff_shifts_ends_after_start',
      sql`${table.endedAt} IS NULL OR ${table.endedAt} > ${table.startedAt}`,
    ),
    // Clocking in twice in a day is refused, also when two phones send it at once.
    uniqueIndex('staff_shifts_one_open_a_day')
      .on(table.managerId, table.localDate)
      .where(sql`${table.endedAt} IS NULL`),
    uniqueIndex('staff_shifts_in_request_key').on(table.centreId, table.inRequestId),
    uniqueIndex('staff_shifts_out_request_key').on(table.centreId, table.outRequestId),
    centreDayIndex('staff_shifts', table),
    index('staff_shifts_manager_day_idx').on(table.managerId, table.localDate),
    recordedByIndex('staff_shifts', table),
  ],
);

/** A shift as it was before a correction replaced it: who recorded it, when and why. */
export const staffShiftVersions = pgTable(
  'staff_shift_versions',
  {
    shiftId: requiredReference('shift_id', () => staffShifts.id, 'cascade'),
    startedAt: instantColumn('started_at').notNull(),
    endedAt: instantColumn('ended_at'),
    ...versionColumns(),
  },
  (table) => versionKeys('staff_shift_versions', table.shiftId, table),
);

/**
 * Ratio rules by centre type and age band (decision 129): children from `from_age` whole years up
 * to the next band's may be `children_per_staff` to one carer. The migration writes the defaults.
 */
export const ratioRules = pgTable(
  'ratio_rules',
  {
    careType: text('care_type', { enum: careTypes }).notNull(),
    fromAge: smallint('from_age').notNull(),
    childrenPerStaff: smallint('children_per_staff').notNull(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: updatedByAdminColumn(),
  },
  (table) => [
    primaryKey({ name: 'ratio_rules_pkey', columns: [table.careType, table.fromAge] }),
    check('ratio_rules_care_type', sql`${table.careType} IN (${careTypeList})`),
    check('ratio_rules_children_per_staff', sql`${table.childrenPerStaff} > 0`),
    index('ratio_rules_updated_by_admin_id_idx').on(table.updatedByAdminId),
  ],
);

/** Head office's ratio settings, one row (id 1): minutes out of ratio before the alert (default 5). */
export const ratioSettings = pgTable(
  'ratio_settings',
  {
    id: oneRowIdColumn(),
    alertMinutes: smallint('alert_minutes').notNull(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: updatedByAdminColumn(),
  },
  (table) => [
    oneRowCheck('ratio_settings', table.id),
    check('ratio_settings_alert_minutes', sql`${table.alertMinutes} BETWEEN 1 AND 120`),
    index('ratio_settings_updated_by_admin_id_idx').on(table.updatedByAdminId),
  ],
);

/**
 * Children checked in and not out, per centre, day and age in whole years on that day: a trigger
 * on `check_ins` adds each statement's change (a check-in one, a check-out minus one), never a
 * recount (decision 131). By age, not by band, so an admin's new bands need no recount.
 */
export const ratioChildCounts = pgTable(
  'ratio_child_counts',
  {
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    age: smallint('age').notNull(),
    children: integer('children').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'ratio_child_counts_pkey', columns: [table.centreId, table.localDate, table.age] }),
  ],
);

/**
 * A centre's day of ratio (decision 131): staff clocked in (kept by a trigger on `staff_shifts`),
 * staff the children need (set by the ratio service after each change, from the counts and the
 * rules), the current out-of-ratio episode's start, the seconds of episodes already ended, and
 * the episode whose alert went out.
 */
export const ratioDays = pgTable(
  'ratio_days',
  {
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    staffPresent: integer('staff_present').notNull().default(0),
    staffNeeded: integer('staff_needed').notNull().default(0),
    outSince: instantColumn('out_since'),
    outSeconds: integer('out_seconds').notNull().default(0),
    alertedSince: instantColumn('alerted_since'),
  },
  (table) => [
    primaryKey({ name: 'ratio_days_pkey', columns: [table.localDate, table.centreId] }),
    centreDayIndex('ratio_days', table),
  ],
);
