import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isParentsChild } from '../../db/family-children';
import { oldestFirst } from '../../db/made-order';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { children, familyMembers, parents, pickupPersons } from '../../db/schema/index';

export type NewPickupPerson = typeof pickupPersons.$inferInsert;
export type PickupPersonChange = Pick<NewPickupPerson, 'name' | 'relationship' | 'phoneNumber' | 'photoKey'>;

const personColumns = {
  id: pickupPersons.id,
  name: pickupPersons.name,
  relationship: pickupPersons.relationship,
  phoneNumber: pickupPersons.phoneNumber,
  photoKey: pickupPersons.photoKey,
};

export function createPickupPersonsRepository(db: Db) {
  /** The parents in the families of the children `which` picks, each with the child and their relation. */
  const parentsOfChildren = (which: SQL | undefined) =>
    db
      .select({
        childId: children.id,
        id: parents.id,
        fullName: parents.fullName,
        email: parents.email,
        relation: familyMembers.relation,
        phoneNumber: parents.phoneNumber,
      })
      .from(children)
      .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
      .innerJoin(parents, eq(parents.id, familyMembers.parentId))
      .where(which)
      .orderBy(asc(children.id), asc(familyMembers.relation), asc(parents.id));

  return {
    /** With `lock`, two additions in parallel cannot both pass the limit. */
    isParentsChild: (parentId: string, childId: string, lock = false) =>
      isParentsChild(db, parentId, childId, lock),

    /** A child of the teacher's centre (enrolled or not). */
    async isCentresChild(centreId: string, childId: string) {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.centreId, centreId)));
      return rows.length > 0;
    },

    async countOf(childId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(pickupPersons)
        .where(eq(pickupPersons.childId, childId));
      return row?.total ?? 0;
    },

    /** The child's list in the order it was made. */
    async listOf(childId: string) {
      return db
        .select(personColumns)
        .from(pickupPersons)
        .where(eq(pickupPersons.childId, childId))
        .orderBy(...oldestFirst(pickupPersons));
    },

    find(childId: string, personId: string) {
      return db
        .select(personColumns)
        .from(pickupPersons)
        .where(and(eq(pickupPersons.id, personId), eq(pickupPersons.childId, childId)))
        .then(rowOrNull);
    },

    async insert(values: NewPickupPerson) {
      return returnedRow(
        await db.insert(pickupPersons).values(values).returning(personColumns),
        'pick-up person insert',
      );
    },

    update(childId: string, personId: string, change: PickupPersonChange) {
      return db
        .update(pickupPersons)
        .set(change)
        .where(and(eq(pickupPersons.id, personId), eq(pickupPersons.childId, childId)))
        .returning(personColumns)
        .then(rowOrNull);
    },

    /** Removes a person; answers the photo key it had (null without one), undefined when none matched. */
    async delete(childId: string, personId: string) {
      const [row] = await db
        .delete(pickupPersons)
        .where(and(eq(pickupPersons.id, personId), eq(pickupPersons.childId, childId)))
        .returning({ photoKey: pickupPersons.photoKey });
      return row ? row.photoKey : undefined;
    },

    /** The parents with an account in the child's family, with how they are related to it. */
    /** The lists of every active child of a centre, each in the order it was made. */
    async listsOfCentre(centreId: string) {
      return db
        .select({ childId: pickupPersons.childId, ...personColumns })
        .from(pickupPersons)
        .innerJoin(children, eq(children.id, pickupPersons.childId))
        .where(and(eq(children.centreId, centreId), eq(children.active, true)))
        .orderBy(asc(pickupPersons.childId), ...oldestFirst(pickupPersons));
    },

    /** The family parents of every active child of a centre. */
    parentsOfCentre: (centreId: string) =>
      parentsOfChildren(and(eq(children.centreId, centreId), eq(children.active, true))),

    /** The active children of a centre. */
    async childrenOfCentre(centreId: string) {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.centreId, centreId), eq(children.active, true)));
      return rows.map((row) => row.id);
    },

    parentsOf: (childId: string) => parentsOfChildren(eq(children.id, childId)),
  };
}
