import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centres, checkIns, children, families, familyMembers, parents } from '../../db/schema/index';

export function createParentAccountRepository(db: Db) {
  return {
    async parentById(parentId: string) {
      const rows = await db.select().from(parents).where(eq(parents.id, parentId));
      return rows[0] ?? null;
    },

    async familyLinks(parentId: string) {
      return db
        .select({ familyId: families.id, namedAfter: families.namedAfter, relation: familyMembers.relation })
        .from(familyMembers)
        .innerJoin(families, eq(families.id, familyMembers.familyId))
        .where(eq(familyMembers.parentId, parentId))
        .orderBy(asc(families.createdAt));
    },

    async membersOf(familyIds: string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select({
          id: familyMembers.id,
          familyId: familyMembers.familyId,
          relation: familyMembers.relation,
          fullName: parents.fullName,
          email: parents.email,
          emailVerifiedAt: parents.emailVerifiedAt,
        })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(inArray(familyMembers.familyId, familyIds))
        .orderBy(asc(familyMembers.createdAt));
    },

    async childrenOf(familyIds: string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select({
          id: children.id,
          familyId: children.familyId,
          name: children.name,
          active: children.active,
          centreName: centres.name,
        })
        .from(children)
        .innerJoin(centres, eq(centres.id, children.centreId))
        .where(inArray(children.familyId, familyIds))
        .orderBy(asc(children.name));
    },

    /** The newest check-in photo of each child (a check-out recorded afterwards has none), in one query. */
    async lastCheckInThumbnails(childIds: string[]) {
      if (childIds.length === 0) return [];
      return db
        .selectDistinctOn([checkIns.childId], {
          childId: checkIns.childId,
          thumbnailKey: checkIns.thumbnailKey,
        })
        .from(checkIns)
        .where(and(inArray(checkIns.childId, childIds), isNotNull(checkIns.thumbnailKey)))
        .orderBy(checkIns.childId, desc(checkIns.recordedAt));
    },
  };
}
export type ParentAccountRepository = ReturnType<typeof createParentAccountRepository>;
