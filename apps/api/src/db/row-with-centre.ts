import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { centres } from './schema/index';

/** A centre's record: a table with its own id and the id of the centre it belongs to. */
type CentreRecordTable = PgTable & { id: PgColumn; centreId: PgColumn };

/**
 * One record of a centre by its id, with its centre joined so that `fields` may name the centre's
 * columns too (its name, address, registration number); null when no record has the id.
 */
export async function recordWithCentre<Fields extends SelectedFields>(
  db: Db,
  table: CentreRecordTable,
  id: string,
  fields: Fields,
): Promise<SelectResultFields<Fields> | null> {
  // The builder's types cannot follow a join on a table known only by its shape: the row's type is
  // the fields' own, as an inner join leaves every column as its table has it.
  const rows: unknown[] = await db
    .select(fields as SelectedFields)
    .from(table)
    .innerJoin(centres, eq(centres.id, table.centreId))
    .where(eq(table.id, id));
  return (rows[0] as SelectResultFields<Fields> | undefined) ?? null;
}
