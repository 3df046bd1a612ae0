import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';

/** E-mail one-time codes (6 digits, stored hashed, 10 minutes, 5 tries). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    /** Always stored lowercased. */
    email: text('email').notNull(),
    /** What the code is for, e.g. 'parent-sign-in'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instantColumn('expires_at').notNull(),
    consumedAt: instantColumn('consumed_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('one_time_codes_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('one_time_codes_purpose_format', sql`${table.purpose} ~ '^[a-z][a-z0-9-]*$'`),
    check('one_time_codes_attempts_not_negative', sql`${table.attempts} >= 0`),
    index('one_time_codes_email_created_at_idx').on(table.email, table.createdAt),
    index('one_time_codes_expires_at_idx').on(table.expiresAt),
  ],
);
