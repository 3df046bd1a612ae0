/**
 * The row a statement wrote and returned (`returning`, or a raw statement's `rows`). PostgreSQL
 * always returns it, so none at all is a bug rather than a user's mistake: it throws
 * '<statement> returned no row', naming the statement for the log.
 */
export function returnedRow<Row>(rows: Row[], statement: string): Row {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned no row`);
  return row;
}
