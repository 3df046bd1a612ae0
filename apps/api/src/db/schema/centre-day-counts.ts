import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { requiredReference } from './columns';

/**
 * The counts behind a centre's attendance figures for one Kuala Lumpur day (decisions 019, 043),
 * kept by database triggers whenever `check_ins` or `children` change (migration
 * 0005_centre_day_counts: `centre_day_counts_of` is the one SQL definition, the same as the raw
 * query's; children's changes recount with it). A check-in adds its change instead (migration
 * 0017, decision 076: `centre_day_counts_add`). A day's rows for every centre are filled on the
 * first list of that day. The counts are not indexed, so the updates of the morning peak stay
 * heap-only (HOT).
 */
export const centreDayCounts = pgTable(
  'centre_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    enrollment: integer('enrollment').notNull().default(0),
    checkedIn: integer('checked_in').notNull().default(0),
    checkedOut: integer('checked_out').notNull().default(0),
    compliant: integer('compliant').notNull().default(0),
  },
  (table) => [
    // One day of every centre is one range (the list); one centre's days another (a child's change).
    primaryKey({ name: 'centre_day_counts_pkey', columns: [table.day, table.centreId] }),
    index('centre_day_counts_centre_id_day_idx').on(table.centreId, table.day),
  ],
);
