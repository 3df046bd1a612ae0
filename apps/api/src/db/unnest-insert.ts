import { type SQL, sql } from 'drizzle-orm';

/** A column to write: its SQL type and one value a row (null where the row has none). */
export type UnnestColumn = readonly [type: string, values: readonly unknown[]];

/**
 * `insert into table (columns) select from unnest(arrays)`: one array a column, so PostgreSQL
 * parses and plans one short statement however many rows it writes, where a VALUES list of
 * thousands of rows is parsed row by row and bound by the 65,535 parameters limit. Every array
 * holds one value a row, in the same order.
 */
export function unnestInsert(table: string, columns: Record<string, UnnestColumn>): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, values] = columns[name] as UnnestColumn;
    return sql`${sql.param([...values])}::${sql.raw(type)}[]`;
  });
  return sql`insert into ${sql.identifier(table)} (${sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
