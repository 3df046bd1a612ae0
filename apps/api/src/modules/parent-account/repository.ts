import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familiesOfParent, familyMemberColumns } from '../../db/family-members';
import { findParent } from '../../db/parents';
import { centres, checkIns, children, families, familyMembers, parents } from '../../db/schema/index';

export function createParentAccountRepository(db: Db) {
  return {
    parentById: (parentId: string) => findParent(db, parentId),

    familyLinks: (parentId: string) => familiesOfParent(db, parentId).orderBy(asc(families.createdAt)),

    async membersOf(familyIds: string[]) {
      if (familyIds.length === 0) return [];
      return db
        .select({ id: familyMembers.id, ...familyMemberColumns, emailVerifiedAt: parents.emailVerifiedAt })
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
