import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { parents } from './parents';
import { managers } from './staff';

/**
 * A browser's Web Push subscription (one per device), owned by a parent or by a teacher or head
 * of centre (`manager_id`, decision 079): exactly one of the two. The endpoint is the push
 * service's address for that browser; p256dh and auth are its keys (base64url) that encrypt the
 * message. A device signed in as another person moves its endpoint to that person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id').references(() => managers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('push_subscriptions_parent_id_idx').on(table.parentId),
    index('push_subscriptions_manager_id_idx').on(table.managerId),
    check('push_subscriptions_one_owner', sql`num_nonnulls(${table.parentId}, ${table.managerId}) = 1`),
  ],
);

/**
 * One message of a notification to one parent on one channel, under its dedupe key (e.g.
 * `check-in:<id>:email:<parent id>`): a retried job skips what was sent, or was being sent when a
 * process stopped, so nothing goes out twice. `gone`: the push service no longer knew the device.
 * A log, not a reference: no foreign keys; purged after the retention window.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    status: text('status').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('notification_deliveries_status', sql`${table.status} IN ('sending', 'sent', 'failed', 'gone')`),
    index('notification_deliveries_created_at_idx').on(table.createdAt),
  ],
);
