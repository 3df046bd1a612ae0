import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { managers } from './schema/index';

/** A `*_versions` table: the bookkeeping every one keeps (`versionColumns`) besides the record's fields. */
type VersionsTable = PgTable & {
  version: AnyPgColumn;
  recordedById: AnyPgColumn;
  recordedAt: AnyPgColumn;
  reason: AnyPgColumn;
};

/** What a version keeps besides the record's fields (`versionColumns`), with its recorder's name. */
type Bookkeeping = {
  version: number;
  recordedAt: Date;
  recordedById: string;
  recordedByName: string;
  reason: string | null;
};

/**
 * The versions corrections replaced of one record, oldest first, each with the record's own fields
 * asked for and who recorded it, when and why (decision 117).
 */
export async function keptVersionsOf<Fields extends SelectedFields>(
  db: Db,
  table: VersionsTable,
  record: AnyPgColumn,
  recordId: string,
  fields: Fields,
) {
  const rows = await db
    .select({
      ...fields,
      version: table.version,
      recordedAt: table.recordedAt,
      recordedById: table.recordedById,
      recordedByName: managers.name,
      reason: table.reason,
    })
    .from(table)
    .innerJoin(managers, eq(managers.id, table.recordedById))
    .where(eq(record, recordId))
    .orderBy(asc(table.version));
  // Drizzle types a column of any versions table loosely; `versionColumns` fixes what they hold.
  return rows as (SelectResultFields<Fields> & Bookkeeping)[];
}
