import { type AnyColumn, sql } from 'drizzle-orm';
import { check, smallint } from 'drizzle-orm/pg-core';

/**
 * The id of a settings table kept to one row (the office's billing settings, head office's check-in,
 * message and ratio settings): always 1, and `oneRowCheck` refuses any other.
 */
export const oneRowIdColumn = () => smallint('id').primaryKey().default(1);

export const oneRowCheck = (table: string, id: AnyColumn) => check(`${table}_one_row`, sql`${id} = 1`);
