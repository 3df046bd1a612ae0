import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { centres, packages } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, instantColumn, optionalLinkIndex, requiredReference } from './columns';
import { checkInStatusEnum, collectorKindEnum } from './enums';
import { parents } from './parents';
import { pickupPersons } from './pickup-persons';
import { managers } from './staff';

/**
 * One arrival (CHECKIN) or departure (CHECKOUT) with its photo and temperature.
 * `localDate` is the Asia/Kuala_Lumpur calendar day of `recordedAt` (the service writes it and a
 * check keeps the two in agreement); a child is checked in at most once and out at most once per day.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: idColumn(),
    childId: requiredReference('child_id', () => children.id, 'restrict'),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    status: checkInStatusEnum('status').notNull(),
    recordedAt: instantColumn('recorded_at').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** Degrees Celsius, 35.00 to 42.00; none on a check-out recorded afterwards. */
    temperature: numeric('temperature', { precision: 4, scale: 2, mode: 'number' }),
    note: text('note'),
    /** The photo and its thumbnail; none on a check-out recorded afterwards. */
    photoKey: text('photo_key'),
    thumbnailKey: text('thumbnail_key'),
    recordedById: requiredReference('recorded_by_id', () => managers.id, 'restrict'),
    /** The child's package at the time (the submission's schoolPackage). */
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** At or above the fever threshold of the moment it was recorded (the teacher confirmed it). */
    fever: boolean('fever').notNull().default(false),
    /**
     * Who collected the child (check-outs): a parent of the family, a person on the child's list,
     * or 'OTHER' named by the teacher. Name and relationship are copied, so the history still says
     * who it was after the person is edited or removed from the list.
     */
    collectedByKind: collectorKindEnum('collected_by_kind'),
    collectedByName: text('collected_by_name'),
    collectedByRelationship: text('collected_by_relationship'),
    collectedByParentId: uuid('collected_by_parent_id').references(() => parents.id, {
      onDelete: 'set null',
    }),
    collectedByPersonId: uuid('collected_by_person_id').references(() => pickupPersons.id, {
      onDelete: 'set null',
    }),
    /**
     * The id the teacher's phone made for a record it kept offline (issue 31): the same id sent
     * again answers this record. `recordedAt` is when the photo was taken, `createdAt` when it arrived.
     */
    clientId: uuid('client_id'),
    /**
     * A missed check-out the head of centre (`recordedById`) recorded on a later day, at `createdAt`,
     * without photo or temperature (decision 095); false for every record made at the door.
     */
    recordedAfterwards: boolean('recorded_afterwards').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('check_ins_child_id_local_date_status_key').on(table.childId, table.localDate, table.status),
    // The key that makes a repeated send one record, even when two copies arrive at once.
    unique('check_ins_centre_id_client_id_key').on(table.centreId, table.clientId),
    check('check_ins_temperature_range', sql`${table.temperature} BETWEEN 35 AND 42`),
    // A record made at the door has its photo and temperature; one recorded afterwards is a
    // check-out without them, naming nobody as the collector.
    check(
      'check_ins_door_record_or_recorded_afterwards',
      sql`CASE WHEN ${table.recordedAfterwards}
        THEN ${table.status} = 'CHECKOUT' AND ${table.photoKey} IS NULL AND ${table.thumbnailKey} IS NULL
          AND ${table.temperature} IS NULL AND ${table.collectedByKind} IS NULL
        ELSE ${table.photoKey} IS NOT NULL AND ${table.thumbnailKey} IS NOT NULL AND ${table.temperature} IS NOT NULL END`,
    ),
    check(
      'check_ins_local_date_is_kuala_lumpur_day',
      sql`${table.localDate} = (${table.recordedAt} AT TIME ZONE 'Asia/Kuala_Lumpur')::date`,
    ),
    index('check_ins_centre_id_local_date_idx').on(table.centreId, table.localDate),
    // Every centre's figures for one day (the admin centre list) in one index-only range scan.
    index('check_ins_local_date_centre_id_child_id_status_idx').on(
      table.localDate,
      table.centreId,
      table.childId,
      table.status,
    ),
    index('check_ins_child_id_recorded_at_idx').on(table.childId, table.recordedAt),
    index('check_ins_recorded_by_id_idx').on(table.recordedById),
    // Removing a pick-up person or a parent clears their check-outs' link: without these, each
    // removal would scan every check-in. Partial: only check-outs that name someone are indexed.
    optionalLinkIndex('check_ins_collected_by_person_id_idx', table.collectedByPersonId),
    optionalLinkIndex('check_ins_collected_by_parent_id_idx', table.collectedByParentId),
    check(
      'check_ins_collected_by_on_check_out',
      sql`${table.collectedByKind} IS NULL OR (${table.status} = 'CHECKOUT' AND ${table.collectedByName} IS NOT NULL)`,
    ),
  ],
);
