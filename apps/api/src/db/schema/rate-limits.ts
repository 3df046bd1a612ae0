import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instantColumn } from './columns';

/** Fixed-window rate-limit counters shared by every API process. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: instantColumn('reset_at').notNull(),
  },
  (table) => [
    check('rate_limit_buckets_count_not_negative', sql`${table.count} >= 0`),
    index('rate_limit_buckets_reset_at_idx').on(table.resetAt),
  ],
);
