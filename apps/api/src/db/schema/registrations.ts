import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { programmeColumns } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, requiredReference, updatedAtColumn } from './columns';
import {
  citizenshipEnum,
  contactRelationshipEnum,
  genderEnum,
  malaysianStateEnum,
  maritalStatusEnum,
  registrationStatusEnum,
  uniformSizeEnum,
} from './enums';
import { parents } from './parents';

/**
 * An online registration submitted through the parent's six-step wizard: every field of the
 * wizard, the chosen centre and package, the referral, and the child once enrolled.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: idColumn(),
    registrationNumber: text('registration_number').notNull().unique('registrations_registration_number_key'),
    /** The parent who submitted it (the contact). */
    parentId: requiredReference('parent_id', () => parents.id, 'restrict'),
    status: registrationStatusEnum('status').notNull().default('PENDING'),
    /** The browser's key for one submission: a retried or double-clicked submit finds this row. */
    idempotencyKey: uuid('idempotency_key'),
    // Step 1: student details
    /** '2024', '2025', ... (the wizard offers the contract's `yearIntakes`). */
    yearIntake: text('year_intake').notNull(),
    fullName: text('full_name').notNull(),
    myKidNumber: text('my_kid_number').notNull(),
    gender: genderEnum('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    numberOfSiblings: integer('number_of_siblings').notNull(),
    uniformSize: uniformSizeEnum('uniform_size').notNull(),
    // Step 2: contact details
    relationship: contactRelationshipEnum('relationship').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number').notNull(),
    nationality: citizenshipEnum('nationality').notNull(),
    nationalityText: text('nationality_text'),
    nric: text('nric'),
    passport: text('passport'),
    occupation: text('occupation').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    postcode: text('postcode').notNull(),
    state: malaysianStateEnum('state').notNull(),
    country: text('country').notNull().default('Malaysia'),
    // Steps 3 and 4: father and mother details
    fatherFullName: text('father_full_name'),
    fatherIdNumber: text('father_id_number'),
    fatherNationality: text('father_nationality'),
    fatherOccupation: text('father_occupation'),
    fatherEmail: text('father_email'),
    fatherWorkAddress: text('father_work_address'),
    fatherOfficeNumber: text('father_office_number'),
    fatherMobileNumber: text('father_mobile_number'),
    motherFullName: text('mother_full_name'),
    motherIdNumber: text('mother_id_number'),
    motherNationality: text('mother_nationality'),
    motherOccupation: text('mother_occupation'),
    motherEmail: text('mother_email'),
    motherWorkAddress: text('mother_work_address'),
    motherOfficeNumber: text('mother_office_number'),
    motherMobileNumber: text('mother_mobile_number'),
    // Step 5: marital status
    maritalStatus: maritalStatusEnum('marital_status').notNull(),
    // Step 6: programme
    ...programmeColumns(),
    referralCode: text('referral_code'),
    referrerParentId: uuid('referrer_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    /** The enrolled child, once the registration is completed. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('registrations_year_intake_format', sql`${table.yearIntake} ~ '^[0-9]{4}$'`),
    check('registrations_my_kid_number_digits', sql`${table.myKidNumber} ~ '^[0-9]{12,}$'`),
    check('registrations_number_of_siblings_not_negative', sql`${table.numberOfSiblings} >= 0`),
    check(
      'registrations_identity_document',
      sql`(${table.nationality} = 'malaysia' AND ${table.nric} IS NOT NULL)
        OR (${table.nationality} = 'foreigner' AND ${table.passport} IS NOT NULL AND ${table.nationalityText} IS NOT NULL)`,
    ),
    uniqueIndex('registrations_parent_id_idempotency_key_key').on(table.parentId, table.idempotencyKey),
    index('registrations_parent_id_idx').on(table.parentId),
    index('registrations_centre_id_idx').on(table.centreId),
    index('registrations_status_created_at_idx').on(table.status, table.createdAt),
    index('registrations_referrer_parent_id_idx').on(table.referrerParentId),
    index('registrations_child_id_idx').on(table.childId),
  ],
);
