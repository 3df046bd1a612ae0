import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { centres } from './centres';
import { createdAtColumn, idColumn, requiredReference, updatedAtColumn } from './columns';

/** An admin's note on a centre's day (the calendar's note indicator). */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    /** Kuala Lumpur calendar day the note belongs to. */
    date: date('date', { mode: 'string' }).notNull(),
    text: varchar('text', { length: 60 }).notNull(),
    authorAdminId: requiredReference('author_admin_id', () => admins.id, 'restrict'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('notes_text_length', sql`char_length(${table.text}) BETWEEN 1 AND 60`),
    index('notes_centre_id_date_idx').on(table.centreId, table.date),
  ],
);
