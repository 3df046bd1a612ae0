import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { instantColumn } from './columns';

/**
 * Head office's message settings, one row (id 1), decision 114: how many months after its last
 * message a conversation is kept. Null, or no row, keeps every conversation.
 */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: smallint('id').primaryKey().default(1),
    retentionMonths: integer('retention_months'),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('message_settings_one_row', sql`${table.id} = 1`),
    check('message_settings_retention_months_range', sql`${table.retentionMonths} BETWEEN 1 AND 120`),
  ],
);
