import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, requiredReference } from './columns';

/**
 * A shared device signed in with the centre password while Teacher PINs is on (decision 084).
 * Its token (only the SHA-256 is kept) opens nothing by itself: it lets the device ask for a
 * teacher session with that person's PIN. `signedInManagerIds` are the people who have entered
 * their right PIN here: the per-person bound across devices never refuses them on this device.
 */
export const centreDevices = pgTable(
  'centre_devices',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique('centre_devices_token_hash_key'),
    signedInManagerIds: uuid('signed_in_manager_ids').array().notNull().default(sql`'{}'::uuid[]`),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('centre_devices_centre_id_idx').on(table.centreId),
    index('centre_devices_expires_at_idx').on(table.expiresAt),
  ],
);
