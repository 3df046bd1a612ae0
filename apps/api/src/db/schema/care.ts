import { careEntryKinds } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { centreDayIndex } from './centre-day-index';
import { centres } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, instantColumn, optionalLinkIndex, requiredReference } from './columns';
import { incidents } from './incidents';
import { currentVersionColumns, recordedByIndex, versionColumns, versionKeys } from './kept-versions';
import { parents } from './parents';
import { managers } from './staff';

const kindList = sql.raw(careEntryKinds.map((kind) => `'${kind}'`).join(', '));

/**
 * One care log entry of a child's day (issue 44, decision 117). The row is its current version;
 * each version a correction or an undo replaced is kept in `care_entry_versions`. `details` holds
 * the kind's fields as the contract parses them (`careDetailsSchema`).
 */
export const careEntries = pgTable(
  'care_entries',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    childId: requiredReference('child_id', () => children.id, 'restrict'),
    /** The group entry it was recorded with: undo takes back the whole group. */
    groupId: uuid('group_id').notNull(),
    /** The phone's id of the group request: a resend from its offline queue records nothing twice. */
    clientRequestId: uuid('client_request_id').notNull(),
    kind: text('kind', { enum: careEntryKinds }).notNull(),
    details: jsonb('details').notNull(),
    /** Its place on the timeline: a nap's start, a toilet's time, else when it was captured. */
    occurredAt: instantColumn('occurred_at').notNull(),
    /** The Kuala Lumpur day of `occurredAt`. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    ...currentVersionColumns(),
    /** Who first recorded it (only they may undo it) and when it reached the server. */
    createdById: requiredReference('created_by_id', () => managers.id, 'restrict'),
    createdAt: createdAtColumn(),
    /** Set by an undo: the entry leaves the timeline, its versions stay. */
    withdrawnAt: instantColumn('withdrawn_at'),
    /** A reminder the parent marked done. */
    doneAt: instantColumn('done_at'),
    doneByParentId: uuid('done_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('care_entries_kind', sql`${table.kind} IN (${kindList})`),
    // A resend of a group request meets the entries it made: one per child, however often it arrives.
    unique('care_entries_request_child_key').on(table.centreId, table.clientRequestId, table.childId),
    index('care_entries_child_day_idx').on(table.childId, table.localDate, table.occurredAt),
    centreDayIndex('care_entries', table),
    index('care_entries_group_id_idx').on(table.groupId),
    recordedByIndex('care_entries', table),
    index('care_entries_created_by_id_idx').on(table.createdById),
    optionalLinkIndex('care_entries_done_by_parent_id_idx', table.doneByParentId),
  ],
);

/** A version of an entry as it was before a correction or an undo replaced it: who, when and why. */
export const careEntryVersions = pgTable(
  'care_entry_versions',
  {
    entryId: requiredReference('entry_id', () => careEntries.id, 'cascade'),
    details: jsonb('details').notNull(),
    ...versionColumns(),
  },
  (table) => versionKeys('care_entry_versions', table.entryId, table),
);

/**
 * A note's or an incident report's photo: uploaded first (pending, no `entryId` nor `incidentId`),
 * then named by a note's or a report's `photoIds`. The files live under `care/` behind signed
 * links, as check-in photos do.
 */
export const carePhotos = pgTable(
  'care_photos',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    uploadedById: requiredReference('uploaded_by_id', () => managers.id, 'cascade'),
    entryId: uuid('entry_id').references(() => careEntries.id, { onDelete: 'set null' }),
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('care_photos_uploaded_by_id_idx').on(table.uploadedById),
    index('care_photos_centre_id_idx').on(table.centreId),
    optionalLinkIndex('care_photos_entry_id_idx', table.entryId),
    optionalLinkIndex('care_photos_incident_id_idx', table.incidentId),
    index('care_photos_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.entryId} IS NULL AND ${table.incidentId} IS NULL`),
  ],
);
