import { type AnyPgColumn, index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { instantColumn, requiredReference } from './columns';
import { managers } from './staff';

/**
 * A versioned record's current version, kept on the record itself (decision 117): its number (1
 * for the first, each correction adds one), who recorded it and when it reached the server, and why
 * it replaced the one before (null for the first).
 */
export const currentVersionColumns = () => ({
  version: integer('version').notNull().default(1),
  recordedById: requiredReference('recorded_by_id', () => managers.id, 'restrict'),
  recordedAt: instantColumn('recorded_at').notNull(),
  reason: text('reason'),
});

/**
 * What every `*_versions` table keeps of a version a correction replaced, besides the record's own
 * fields: the same, its number always stated. Nothing is edited silently.
 */
export const versionColumns = () => ({ ...currentVersionColumns(), version: integer('version').notNull() });

/** The index a deletion of a version's recorder reads. */
export const recordedByIndex = (table: string, row: { recordedById: AnyPgColumn }) =>
  index(`${table}_recorded_by_id_idx`).on(row.recordedById);

/** A versions table's key (the record and the version's number) and the index its recorder's deletion reads. */
export const versionKeys = (
  name: string,
  record: AnyPgColumn,
  table: { version: AnyPgColumn; recordedById: AnyPgColumn },
) => [primaryKey({ name: `${name}_pkey`, columns: [record, table.version] }), recordedByIndex(name, table)];
