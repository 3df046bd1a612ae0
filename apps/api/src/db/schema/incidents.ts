import { incidentKinds, incidentStatuses } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { children } from './children';
import { idColumn, instantColumn, optionalLinkIndex, requiredReference } from './columns';
import { currentVersionColumns, recordedByIndex, versionColumns, versionKeys } from './kept-versions';
import { parents } from './parents';
import { managers } from './staff';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An incident or accident report about a child (issue 44, decision 124). The row is its current
 * version, as a care entry is (decision 117): each version a correction replaced is kept in
 * `incident_versions`. `details` holds the report's fields as the contract parses them
 * (`incidentFieldsSchema`); `kind` and the times are columns too, for the lists.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    childId: requiredReference('child_id', () => children.id, 'restrict'),
    kind: text('kind', { enum: incidentKinds }).notNull(),
    details: jsonb('details').notNull(),
    occurredAt: instantColumn('occurred_at').notNull(),
    /** The Kuala Lumpur day of `occurredAt`: the admin's period filter. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: incidentStatuses }).notNull().default('FILED'),
    ...currentVersionColumns(),
    filedById: requiredReference('filed_by_id', () => managers.id, 'restrict'),
    filedAt: instantColumn('filed_at').notNull(),
    /** The head of centre's review (action taken), set when the report is completed. */
    reviewNote: text('review_note'),
    reviewedById: uuid('reviewed_by_id').references(() => managers.id, { onDelete: 'restrict' }),
    reviewedAt: instantColumn('reviewed_at'),
  },
  (table) => [
    check('incidents_kind', sql`${table.kind} IN (${listOf(incidentKinds)})`),
    check('incidents_status', sql`${table.status} IN (${listOf(incidentStatuses)})`),
    index('incidents_centre_status_idx').on(table.centreId, table.status, table.filedAt),
    index('incidents_child_idx').on(table.childId, table.occurredAt),
    index('incidents_local_date_idx').on(table.localDate),
    recordedByIndex('incidents', table),
    index('incidents_filed_by_id_idx').on(table.filedById),
    optionalLinkIndex('incidents_reviewed_by_id_idx', table.reviewedById),
  ],
);

/** A version of a report as it was before a correction replaced it: who, when and why. */
export const incidentVersions = pgTable(
  'incident_versions',
  {
    incidentId: requiredReference('incident_id', () => incidents.id, 'cascade'),
    details: jsonb('details').notNull(),
    ...versionColumns(),
  },
  (table) => versionKeys('incident_versions', table.incidentId, table),
);

/**
 * A parent's acknowledgement of a report: their name as it was then (kept if the account goes),
 * when, and the version they read. One per parent; the first ends the daily reminders.
 */
export const incidentAcknowledgements = pgTable(
  'incident_acknowledgements',
  {
    id: idColumn(),
    incidentId: requiredReference('incident_id', () => incidents.id, 'cascade'),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    parentName: text('parent_name').notNull(),
    version: integer('version').notNull(),
    acknowledgedAt: instantColumn('acknowledged_at').notNull(),
  },
  (table) => [
    unique('incident_acknowledgements_parent_key').on(table.incidentId, table.parentId),
    optionalLinkIndex('incident_acknowledgements_parent_id_idx', table.parentId),
  ],
);
