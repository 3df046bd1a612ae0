import { sql } from 'drizzle-orm';
import { check, numeric, pgTable } from 'drizzle-orm/pg-core';
import { updatedByAdminColumn } from './admins';
import { instantColumn } from './columns';
import { oneRowCheck, oneRowIdColumn } from './settings-row';

/**
 * Head office's check-in settings, one row (id 1) beside the feature switches: the fever
 * threshold in °C. Without the row the contract's default (37.5) applies.
 */
export const checkInSettings = pgTable(
  'check_in_settings',
  {
    id: oneRowIdColumn(),
    feverThreshold: numeric('fever_threshold', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: updatedByAdminColumn(),
  },
  (table) => [
    oneRowCheck('check_in_settings', table.id),
    check('check_in_settings_fever_threshold_range', sql`${table.feverThreshold} BETWEEN 37 AND 40`),
  ],
);
