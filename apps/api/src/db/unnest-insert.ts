import { type SQL, sql } from 'drizzle-orm';

/** A column to write: its SQL type and one value a row (null where the row has none). */
export type UnnestColumn = readonly [type: string, values: readonly unknown[]];

const builtInTypes = new Set([
  'uuid',
  'text',
  'date',
  'integer',
  'bigint',
  'numeric',
  'boolean',
  'timestamptz',
]);

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
    // PGlite knows the array types of its built-in types only when it starts: an enum made by a
    // migration after that would be sent as `a,b` instead of `{a,b}`. Its array goes as text.
    const sent = builtInTypes.has(type) ? sql.raw(`${type}[]`) : sql.raw(`text[]::${type}[]`);
    return sql`${sql.param([...values])}::${sent}`;
  });
  return sql`insert into ${sql.identifier(table)} (${sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
