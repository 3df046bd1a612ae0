import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centres, packages } from './centres';
import { createdAtColumn, idColumn, kualaLumpurToday, requiredReference } from './columns';
import { familyRelationEnum, genderEnum } from './enums';
import { families } from './families';

/** An enrolled child (a "student" on the staff side). */
export const children = pgTable(
  'children',
  {
    id: idColumn(),
    name: text('name').notNull(),
    myKidNumber: text('my_kid_number'),
    gender: genderEnum('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    /** Kuala Lumpur calendar day of enrolment. */
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull().default(kualaLumpurToday),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('children_my_kid_number_digits', sql`${table.myKidNumber} ~ '^[0-9]{12,}$'`),
    index('children_centre_id_idx').on(table.centreId),
    index('children_family_id_idx').on(table.familyId),
    index('children_my_kid_number_idx').on(table.myKidNumber),
  ],
);

/**
 * The contacts on a child's enrolment record. A parent who signs up with one of these e-mails
 * is matched to the child's family ("connect your family").
 */
export const childContacts = pgTable(
  'child_contacts',
  {
    id: idColumn(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    relation: familyRelationEnum('relation').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('child_contacts_child_id_idx').on(table.childId),
    index('child_contacts_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('child_contacts_one_primary_per_child')
      .on(table.childId)
      .where(sql`${table.isPrimaryContact}`),
  ],
);
