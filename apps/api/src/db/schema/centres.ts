import { careTypes, defaultIdleMinutes } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clockTimePattern, createdAtColumn, idColumn, instantColumn, requiredReference } from './columns';
import { centreTypeEnum } from './enums';

/**
 * A centre. `activatedAt` null means unregistered: no password, no managers yet. `closingTime` is
 * its Kuala Lumpur closing time 'HH:mm'; `closingCheckedOn` the last day the closing job told its
 * staff who was still checked in (decision 079).
 */
export const centres = pgTable(
  'centres',
  {
    id: idColumn(),
    name: text('name').notNull().unique('centres_name_key'),
    type: centreTypeEnum('type').notNull().default('company'),
    address: text('address'),
    /** Its registration as a TASKA/TADIKA, printed on the yearly fee statement for tax relief. */
    registrationNumber: text('registration_number'),
    activatedAt: instantColumn('activated_at'),
    /** The shared centre password, AES-256-GCM sealed (see security/centre-password-cipher.ts). */
    passwordCiphertext: text('password_ciphertext'),
    passwordUpdatedAt: instantColumn('password_updated_at'),
    closingTime: text('closing_time').notNull().default('18:30'),
    closingCheckedOn: date('closing_checked_on', { mode: 'string' }),
    /** The last day the end-of-day care summaries of its children went out (issue 44). */
    careSummaryOn: date('care_summary_on', { mode: 'string' }),
    /** Minutes without use before the teacher app returns to the name picker (decision 084). */
    idleMinutes: integer('idle_minutes').notNull().default(defaultIdleMinutes),
    /** TASKA or TADIKA: which ratio rules apply (decision 129). */
    careType: text('care_type', { enum: careTypes }).notNull().default('TASKA'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('centres_closing_time_format', sql`${table.closingTime} ~ ${sql.raw(`'${clockTimePattern}'`)}`),
    check('centres_idle_minutes_range', sql`${table.idleMinutes} between 1 and 60`),
    check('centres_care_type', sql`${table.careType} IN ('TASKA', 'TADIKA')`),
  ],
);

/** A programme a centre offers (Full Day, Half Day, ...), with its online registration fee. */
export const packages = pgTable(
  'packages',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    name: text('name').notNull(),
    packageType: text('package_type').notNull(),
    description: text('description'),
    onlineRegistrationFeeSen: integer('online_registration_fee_sen').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('packages_centre_id_name_key').on(table.centreId, table.name),
    check('packages_fee_not_negative', sql`${table.onlineRegistrationFeeSen} >= 0`),
  ],
);

/**
 * The centre and package a child is enrolled in, as a registration asks for them and an enrolment
 * period bills them: neither can be deleted while a row names it.
 */
export const programmeColumns = () => ({
  centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
  packageId: requiredReference('package_id', () => packages.id, 'restrict'),
});
