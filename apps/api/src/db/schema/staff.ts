import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, languageColumn, requiredReference } from './columns';

/**
 * Teachers and heads of centre (`isSuperManager`). Teachers sign in with the centre password and
 * pick their name; a head of centre may also have an e-mail and password (hoc-login).
 * Deleting a manager sets `deletedAt` so their check-ins keep a recorder.
 */
export const managers = pgTable(
  'managers',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    name: text('name').notNull(),
    isSuperManager: boolean('is_super_manager').notNull().default(false),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** The personal PIN (argon2id) asked at the shared device while Teacher PINs is on (decision 084). */
    pinHash: text('pin_hash'),
    /** The language of this person's e-mails and pages (issue 18), kept from their last choice. */
    language: languageColumn(),
    /**
     * E-mail of the messages parents write to the centre (decision 114): null until the person
     * chooses, which means on for a head of centre and off for a teacher (`staffMessageEmailsOn`).
     */
    messageEmails: boolean('message_emails'),
    deletedAt: instantColumn('deleted_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('managers_email_lower_key').on(sql`lower(${table.email})`),
    index('managers_centre_id_idx').on(table.centreId),
  ],
);
