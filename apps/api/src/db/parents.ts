import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { parents } from './schema/index';

/**
 * A parent's account row, or null when the id names none: the parent's own account, the online
 * registration and the grouping into families each read what they need from it.
 */
export async function findParent(db: Db, parentId: string) {
  const rows = await db.select().from(parents).where(eq(parents.id, parentId));
  return rows[0] ?? null;
}
