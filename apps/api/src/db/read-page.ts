import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list, counted from 1, and how many rows a page holds. */
export type PageRequest = { page: number; limit: number };

/** A page of a list narrowed by a search text, when there is one. */
export type SearchPageRequest = PageRequest & { search?: string };

/**
 * One page of a list with the number of rows in the whole list, read side by side. `list` is the
 * list's query in its order (made `$dynamic()` so the page's limit and offset can be added here);
 * `counted` counts the same rows as `{ total: count() }`.
 */
export async function readPage<List extends PgSelect>(
  list: List,
  counted: PromiseLike<{ total: number }[]>,
  { page, limit }: PageRequest,
): Promise<{ rows: Awaited<List>; total: number }> {
  const [rows, [counts]] = await Promise.all([list.limit(limit).offset((page - 1) * limit), counted]);
  return { rows: rows as Awaited<List>, total: counts?.total ?? 0 };
}
