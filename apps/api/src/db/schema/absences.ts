import { absenceReasons } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAtColumn, idColumn, requiredReference } from './columns';
import { parents } from './parents';

/**
 * A parent's report that a child will be absent from `first_day` to `last_day` (Kuala Lumpur days,
 * both included; decision 078). The reason is a code, never words (decision 064). A withdrawal
 * deletes the row. Inserts and deletes give the child's centre a new student-list stamp (triggers
 * in migration 0018, decision 051); the admin figures read the rows of the centres they show
 * through the `(child_id, last_day)` index.
 */
export const absences = pgTable(
  'absences',
  {
    id: idColumn(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: absenceReasons }).notNull(),
    note: text('note'),
    reportedByParentId: uuid('reported_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('absences_days_in_order', sql`${table.lastDay} >= ${table.firstDay}`),
    check('absences_reason_known', sql`${table.reason} in ('SICK', 'FAMILY', 'HOLIDAY', 'OTHER')`),
    index('absences_child_id_last_day_idx').on(table.childId, table.lastDay),
  ],
);
