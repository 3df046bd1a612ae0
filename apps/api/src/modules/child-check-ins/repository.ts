import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, familyMembers } from '../../db/schema/index';

export function createChildCheckInsRepository(db: Db) {
  return {
    /** Whether the child belongs to one of the parent's families. */
    async isParentsChild(parentId: string, childId: string) {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
        .where(and(eq(children.id, childId), eq(familyMembers.parentId, parentId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
