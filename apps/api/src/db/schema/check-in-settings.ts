import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { instantColumn } from './columns';

/**
 * Head office's check-in settings, one row (id 1) beside the feature switches: the fever
 * threshold in °C. Without the row the contract's default (37.5) applies.
 */
export const checkInSettings = pgTable(
  'check_in_settings',
  {
    id: smallint('id').primaryKey().default(1),
    feverThreshold: numeric('fever_threshold', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('check_in_settings_one_row', sql`${table.id} = 1`),
    check('check_in_settings_fever_threshold_range', sql`${table.feverThreshold} BETWEEN 37 AND 40`),
  ],
);
