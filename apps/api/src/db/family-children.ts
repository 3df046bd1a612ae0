import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { children, familyMembers } from './schema/index';

/**
 * Whether the child belongs to one of the parent's families (to the parent, any other child is
 * "not found"). With `lock`, the child's row is locked until the transaction ends.
 */
export async function isParentsChild(db: Db, parentId: string, childId: string, lock = false) {
  const query = db
    .select({ id: children.id })
    .from(children)
    .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
    .where(and(eq(children.id, childId), eq(familyMembers.parentId, parentId)))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: children }) : query);
  return rows.length > 0;
}
