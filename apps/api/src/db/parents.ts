import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { rowOrNull } from './row-or-null';
import { parents } from './schema/index';

/**
 * A parent's account row, or null when the id names none: the parent's own account, the online
 * registration and the grouping into families each read what they need from it.
 */
export function findParent(db: Db, parentId: string) {
  return db.select().from(parents).where(eq(parents.id, parentId)).then(rowOrNull);
}
