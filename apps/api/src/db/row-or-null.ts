/**
 * The one row a lookup by id (or another unique key) found, or null when none has it: the answer
 * of every repository's "this one, if it exists", so a service tells not-found apart by `null`.
 * Chained as `.then(rowOrNull)` on the query.
 */
export function rowOrNull<Row>(rows: readonly Row[]): Row | null {
  return rows[0] ?? null;
}
