import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findParentShownName } from '../../db/parents';
import { children, familyMembers } from '../../db/schema/index';

/** A family a staff message reaches, with the child it is about when exactly one was chosen. */
export type Recipient = { familyId: string; childId: string | null };

/** Children still enrolled at the centre who belong to a family. */
const familyChildAt = (centreId: string): SQL =>
  and(
    eq(children.centreId, centreId),
    eq(children.active, true),
    sql`${children.familyId} is not null`,
  ) as SQL;

/** Who writes and who a message reaches: parents, their children and the centre's families. */
export function createCorrespondentsRepository(db: Db) {
  return {
    /** The parent's child with its family and centre; null when the child is not theirs. */
    async parentsChild(parentId: string, childId: string) {
      const [row] = await db
        .select({ id: children.id, familyId: familyMembers.familyId, centreId: children.centreId })
        .from(children)
        .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
        .where(and(eq(children.id, childId), eq(familyMembers.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    async familyIdsOf(parentId: string) {
      const rows = await db
        .select({ familyId: familyMembers.familyId })
        .from(familyMembers)
        .where(eq(familyMembers.parentId, parentId));
      return rows.map((row) => row.familyId);
    },

    parentName: (parentId: string) => findParentShownName(db, parentId),

    /** The family when one of its children is at the centre, as a recipient about no child. */
    async familyAt(centreId: string, familyId: string): Promise<Recipient[]> {
      const rows = await db
        .select({ familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(and(familyChildAt(centreId), eq(children.familyId, familyId)))
        .limit(1);
      return rows.map((row) => ({ familyId: row.familyId, childId: null }));
    },

    /** The chosen children at the centre with their families. */
    childrenAt(centreId: string, childIds: string[]) {
      return db
        .select({ childId: children.id, familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(and(familyChildAt(centreId), inArray(children.id, childIds)));
    },

    /** Every family with a child at the centre, each about no child. */
    async everyFamilyAt(centreId: string): Promise<Recipient[]> {
      const rows = await db
        .selectDistinct({ familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(familyChildAt(centreId));
      return rows.map((row) => ({ familyId: row.familyId, childId: null }));
    },
  };
}
