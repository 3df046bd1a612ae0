import { eq, sql } from 'drizzle-orm';
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

/** A parent's name as others are shown it: their full name, else (none given yet) their e-mail. */
export const parentShownName = sql<string>`coalesce(${parents.fullName}, ${parents.email})`;

/** That name of one parent, or '' when the id names none. */
export async function findParentShownName(db: Db, parentId: string) {
  const [row] = await db.select({ name: parentShownName }).from(parents).where(eq(parents.id, parentId));
  return row?.name ?? '';
}
