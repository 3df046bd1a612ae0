import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { requiredReference } from './columns';
import { families } from './families';

/**
 * What each family (or a child in no family) owes at a centre (issue 41, decision 101): one row per
 * account with a balance, kept by database triggers whenever `invoices` change (migration
 * 0031_owed-accounts, `owed_accounts_add`). Each change adds its difference, so two transactions
 * paying the same family's invoices at once both count. The ageing page reads a page of rows off
 * its index instead of summing every owed invoice; the buckets are summed from the row's balances
 * by due date, for the day aged at.
 */
export const owedAccounts = pgTable(
  'owed_accounts',
  {
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    /** The family, or the child of a family-less invoice (its lines are that child's alone). */
    ownerId: uuid('owner_id').notNull(),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** Kept equal to the centre's and the family's names by triggers: the page's order reads them. */
    centreName: text('centre_name').notNull(),
    familyNamedAfter: text('family_named_after'),
    /** The family's `named_after`, or the child's name as invoiced. */
    sortName: text('sort_name').notNull(),
    /** Each owed invoice's lower-case child names (`invoices.search_names`) once, a line each. */
    searchNames: text('search_names').notNull(),
    owedSen: bigint('owed_sen', { mode: 'number' }).notNull(),
    invoices: integer('invoices').notNull(),
    /** What is owed by due date, the dates ascending: the buckets for any day aged at. */
    dueDates: date('due_dates', { mode: 'string' }).array().notNull(),
    balancesSen: bigint('balances_sen', { mode: 'number' }).array().notNull(),
    /** The first and last of `due_dates`, kept in the page's index so its filters read no row. */
    oldestDueDate: date('oldest_due_date', { mode: 'string' }).generatedAlwaysAs(sql`due_dates[1]`),
    newestDueDate: date('newest_due_date', { mode: 'string' }).generatedAlwaysAs(
      sql`due_dates[cardinality(due_dates)]`,
    ),
  },
  (table) => [
    primaryKey({ name: 'owed_accounts_pkey', columns: [table.centreId, table.ownerId] }),
    // The page's order: most owed first, then by centre and family name, the ids making it
    // unique. Negated, the amount ascends as the names do: a page after a row's place is one
    // range of this index (decision 103). The due dates after the keys let the bucket filters
    // skip the rows.
    index('owed_accounts_page_idx').on(
      sql`(-${table.owedSen})`,
      table.centreName,
      table.sortName,
      table.ownerId,
      table.centreId,
      table.oldestDueDate,
      table.newestDueDate,
    ),
    // The bucket filters' counts: over 90 days reads the oldest due dates, current the newest.
    index('owed_accounts_oldest_due_idx').on(table.oldestDueDate),
    index('owed_accounts_newest_due_idx').on(table.newestDueDate),
    // The export's order, read by key.
    index('owed_accounts_export_idx').on(table.centreName, table.centreId, table.sortName, table.ownerId),
    // The search box's LIKE patterns (pg_trgm): a family's name, and the children's names.
    index('owed_accounts_family_name_idx').using('gin', sql`lower(${table.familyNamedAfter}) gin_trgm_ops`),
    index('owed_accounts_search_names_idx').using('gin', table.searchNames.op('gin_trgm_ops')),
  ],
);

/**
 * What each centre is owed by due date, kept by the same triggers: the ageing summary of every
 * centre sums these few rows instead of every account.
 */
export const owedByDueDate = pgTable(
  'owed_by_due_date',
  {
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    owedSen: bigint('owed_sen', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'owed_by_due_date_pkey', columns: [table.centreId, table.dueDate] })],
);
