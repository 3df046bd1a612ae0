import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { rowOrNull } from './row-or-null';
import { centres } from './schema/index';

/**
 * One centre's row, or null when the id names none: the admin centre page, the head of centre's
 * password card and the registration's centre check each read what they need from it.
 */
export function findCentre(db: Db, centreId: string) {
  return db.select().from(centres).where(eq(centres.id, centreId)).then(rowOrNull);
}

/** A table whose rows each belong to a centre. */
type CentreRecords = PgTable & { id: PgColumn; centreId: PgColumn };

/**
 * One record by id with what `fields` reads of it and of its centre, or null when the id names
 * none: a thread, a package, a child or a teacher named with their centre.
 */
export async function recordWithCentre<Fields extends SelectedFields>(
  db: Db,
  table: CentreRecords,
  id: string,
  fields: Fields,
) {
  const rows = await db
    .select(fields as SelectedFields)
    .from(table)
    .innerJoin(centres, eq(centres.id, table.centreId))
    .where(eq(table.id, id));
  // Drizzle types the fields of a table it is handed loosely; `fields` says what each holds.
  return rowOrNull(rows as SelectResultFields<Fields>[]);
}
