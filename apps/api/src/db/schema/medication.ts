import { doseNotGivenReasons, doseOutcomes, medicationStatuses } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { centreDayIndex } from './centre-day-index';
import { centres } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, instantColumn, optionalLinkIndex, requiredReference } from './columns';
import { currentVersionColumns, recordedByIndex, versionColumns, versionKeys } from './kept-versions';
import { parents } from './parents';
import { managers } from './staff';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A parent's authorisation of a medicine for their child (issue 44, decision 126): given at the
 * centre only once a head of centre accepted it, at `times_of_day` or when needed, from `from_date`
 * to `to_date` (Kuala Lumpur days).
 */
export const medicationAuthorisations = pgTable(
  'medication_authorisations',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    childId: requiredReference('child_id', () => children.id, 'restrict'),
    requestedByParentId: uuid('requested_by_parent_id').references(() => parents.id, {
      onDelete: 'set null',
    }),
    medicineName: text('medicine_name').notNull(),
    dose: text('dose').notNull(),
    /** Kuala Lumpur clock times 'HH:mm' in order; empty when given only when needed. */
    timesOfDay: text('times_of_day').array().notNull(),
    whenNeeded: boolean('when_needed').notNull(),
    condition: text('condition'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: medicationStatuses }).notNull().default('PENDING'),
    decidedById: uuid('decided_by_id').references(() => managers.id, { onDelete: 'restrict' }),
    decidedAt: instantColumn('decided_at'),
    declineReason: text('decline_reason'),
    withdrawnAt: instantColumn('withdrawn_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('medication_authorisations_status', sql`${table.status} IN (${listOf(medicationStatuses)})`),
    check('medication_authorisations_days', sql`${table.toDate} >= ${table.fromDate}`),
    index('medication_authorisations_child_idx').on(table.childId, table.fromDate),
    index('medication_authorisations_centre_idx').on(table.centreId, table.status, table.toDate),
    optionalLinkIndex('medication_authorisations_parent_idx', table.requestedByParentId),
    optionalLinkIndex('medication_authorisations_decided_by_idx', table.decidedById),
  ],
);

/**
 * A dose's record, its current version (as care entries keep theirs, decision 117): given or not,
 * for one clock time of one day (unique), or when needed (`slot` null, any number a day).
 */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: idColumn(),
    authorisationId: requiredReference('authorisation_id', () => medicationAuthorisations.id, 'restrict'),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    childId: requiredReference('child_id', () => children.id, 'restrict'),
    /** The Kuala Lumpur day it was due. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    slot: text('slot'),
    /** The phone's id of the request: a resend records nothing twice. */
    clientRequestId: uuid('client_request_id'),
    outcome: text('outcome', { enum: doseOutcomes }).notNull(),
    /** When it was given, or decided not to give it. */
    at: instantColumn('at').notNull(),
    amount: text('amount'),
    reasonCode: text('reason_code', { enum: doseNotGivenReasons }),
    reasonText: text('reason_text'),
    ...currentVersionColumns(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('medication_doses_outcome', sql`${table.outcome} IN (${listOf(doseOutcomes)})`),
    // One record per clock time and day; doses when needed (no slot) are not limited.
    unique('medication_doses_slot_key').on(table.authorisationId, table.localDate, table.slot),
    unique('medication_doses_request_key').on(table.authorisationId, table.clientRequestId),
    index('medication_doses_child_day_idx').on(table.childId, table.localDate),
    centreDayIndex('medication_doses', table),
    recordedByIndex('medication_doses', table),
  ],
);

/** A dose record's version as it was before a correction replaced it: who, when and why. */
export const medicationDoseVersions = pgTable(
  'medication_dose_versions',
  {
    doseId: requiredReference('dose_id', () => medicationDoses.id, 'cascade'),
    outcome: text('outcome', { enum: doseOutcomes }).notNull(),
    at: instantColumn('at').notNull(),
    amount: text('amount'),
    reasonCode: text('reason_code', { enum: doseNotGivenReasons }),
    reasonText: text('reason_text'),
    ...versionColumns(),
  },
  (table) => versionKeys('medication_dose_versions', table.doseId, table),
);

/**
 * A label's photo: uploaded by a parent first (pending, no `authorisationId`), then named by the
 * authorisation. The files live under `medication/` behind signed links, as care photos do.
 */
export const medicationPhotos = pgTable(
  'medication_photos',
  {
    id: idColumn(),
    uploadedByParentId: requiredReference('uploaded_by_parent_id', () => parents.id, 'cascade'),
    authorisationId: uuid('authorisation_id').references(() => medicationAuthorisations.id, {
      onDelete: 'set null',
    }),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('medication_photos_uploaded_by_idx').on(table.uploadedByParentId),
    optionalLinkIndex('medication_photos_authorisation_id_idx', table.authorisationId),
    index('medication_photos_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.authorisationId} IS NULL`),
  ],
);
