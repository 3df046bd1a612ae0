import { type AnyPgColumn, index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { instantColumn, requiredReference } from './columns';
import { managers } from './staff';

/**
 * What every `*_versions` table keeps of a version a correction replaced, besides the record's own
 * fields: its number, who recorded it, when and why (decision 117). Nothing is edited silently.
 */
export const versionColumns = () => ({
  version: integer('version').notNull(),
  recordedById: requiredReference('recorded_by_id', () => managers.id, 'restrict'),
  recordedAt: instantColumn('recorded_at').notNull(),
  reason: text('reason'),
});

/** A versions table's key (the record and the version's number) and the index its recorder's deletion reads. */
export const versionKeys = (
  name: string,
  record: AnyPgColumn,
  table: { version: AnyPgColumn; recordedById: AnyPgColumn },
) => [
  primaryKey({ name: `${name}_pkey`, columns: [record, table.version] }),
  index(`${name}_recorded_by_id_idx`).on(table.recordedById),
];
