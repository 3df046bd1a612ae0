import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAtColumn, idColumn, requiredReference, updatedAtColumn } from './columns';
import { parents } from './parents';

/**
 * A person a parent allows to collect one of their children (at most ten per child, checked by
 * the service under a lock on the child). The photo is optional; its thumbnail sits beside it.
 */
export const pickupPersons = pgTable(
  'pickup_persons',
  {
    id: idColumn(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phoneNumber: text('phone_number').notNull(),
    photoKey: text('photo_key'),
    addedByParentId: uuid('added_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('pickup_persons_child_id_idx').on(table.childId)],
);
