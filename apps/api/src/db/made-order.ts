import { type AnyColumn, asc, desc } from 'drizzle-orm';

/** A table whose rows keep when they were made; the id orders rows made in the same instant. */
type MadeRows = { createdAt: AnyColumn; id: AnyColumn };

/** Rows in the order they were made, so a list or a page reads the same each time. */
export const oldestFirst = (table: MadeRows) => [asc(table.createdAt), asc(table.id)] as const;

/** The newest rows first, in the same steady order reversed. */
export const newestFirst = (table: MadeRows) => [desc(table.createdAt), desc(table.id)] as const;
