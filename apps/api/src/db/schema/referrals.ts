import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, requiredReference } from './columns';
import { referralCreditStatusEnum } from './enums';
import { parents } from './parents';
import { registrations } from './registrations';

/** RM 25 earned by a referrer for each registration that used their code (one per registration). */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: idColumn(),
    referrerParentId: requiredReference('referrer_parent_id', () => parents.id, 'restrict'),
    registrationId: uuid('registration_id')
      .notNull()
      .unique('referral_credits_registration_id_key')
      .references(() => registrations.id, { onDelete: 'cascade' }),
    amountSen: integer('amount_sen').notNull().default(2500),
    status: referralCreditStatusEnum('status').notNull().default('PENDING'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('referral_credits_amount_not_negative', sql`${table.amountSen} >= 0`),
    index('referral_credits_referrer_parent_id_idx').on(table.referrerParentId),
  ],
);
