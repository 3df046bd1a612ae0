import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn, languageColumn, updatedAtColumn } from './columns';
import { citizenshipEnum, salutationEnum } from './enums';

/** A parent account (signs in with an e-mail one-time code). Profile fields are filled in later. */
export const parents = pgTable(
  'parents',
  {
    id: idColumn(),
    email: text('email').notNull(),
    emailVerifiedAt: instantColumn('email_verified_at'),
    salutation: salutationEnum('salutation'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    nationality: citizenshipEnum('nationality'),
    nric: text('nric'),
    passport: text('passport'),
    occupation: text('occupation'),
    address1: text('address1'),
    address2: text('address2'),
    postcode: text('postcode'),
    /** Normalised to one of the contract's `malaysianStates` by the service; free text for foreign addresses. */
    state: text('state'),
    country: text('country'),
    referralCode: text('referral_code').unique('parents_referral_code_key'),
    /** E-mail at each check-in and check-out of the parent's children (on unless turned off). */
    /** The language of this person's e-mails and pages (issue 18), kept from their last choice. */
    language: languageColumn(),
    checkInEmails: boolean('check_in_emails').notNull().default(true),
    /** E-mail when an announcement reaches the parent (issue 30); on unless turned off. */
    announcementEmails: boolean('announcement_emails').notNull().default(true),
    /** Push and e-mail when the centre writes in a conversation (issue 43); on unless turned off. */
    messageNotices: boolean('message_notices').notNull().default(true),
    /** The end-of-day care summary (issue 44) by push and by e-mail; off until the parent asks. */
    careSummaryPush: boolean('care_summary_push').notNull().default(false),
    careSummaryEmail: boolean('care_summary_email').notNull().default(false),
    /** The last 'Send a test notification': at most one a minute. */
    testNotificationAt: instantColumn('test_notification_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('parents_email_lower_key').on(sql`lower(${table.email})`)],
);
