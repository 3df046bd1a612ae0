/** What `db.execute` answers for a raw query, typed by the caller who knows its columns. */
export type Rows<Row> = { rows: Row[] };
