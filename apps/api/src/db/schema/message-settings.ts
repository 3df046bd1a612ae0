import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedByAdminColumn } from './admins';
import { instantColumn } from './columns';
import { oneRowCheck, oneRowIdColumn } from './settings-row';

/**
 * Head office's message settings, one row (id 1), decision 114: how many months after its last
 * message a conversation is kept. Null, or no row, keeps every conversation.
 */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: oneRowIdColumn(),
    retentionMonths: integer('retention_months'),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
    updatedByAdminId: updatedByAdminColumn(),
  },
  (table) => [
    oneRowCheck('message_settings', table.id),
    check('message_settings_retention_months_range', sql`${table.retentionMonths} BETWEEN 1 AND 120`),
  ],
);
