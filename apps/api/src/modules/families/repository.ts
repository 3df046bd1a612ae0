import type { FamilyRelation } from '@cic/contract';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findParent } from '../../db/parents';
import {
  childContacts,
  children,
  families,
  familyMembers,
  parents,
  registrations,
} from '../../db/schema/index';

export function createFamiliesRepository(db: Db) {
  return {
    parentById: (parentId: string) => findParent(db, parentId),

    /** Enrolment contacts naming the e-mail (any case). */
    async contactsWithEmail(email: string) {
      return db
        .select({ childId: childContacts.childId, relation: childContacts.relation })
        .from(childContacts)
        .where(eq(sql`lower(${childContacts.email})`, email))
        .orderBy(asc(childContacts.createdAt));
    },

    /** Registrations of enrolled children naming the e-mail as contact, father or mother. */
    async registrationsWithEmail(email: string) {
      return db
        .select({
          childId: registrations.childId,
          relationship: registrations.relationship,
          contactEmail: registrations.contactEmail,
          fatherEmail: registrations.fatherEmail,
          motherEmail: registrations.motherEmail,
        })
        .from(registrations)
        .where(
          and(
            isNotNull(registrations.childId),
            or(
              eq(sql`lower(${registrations.contactEmail})`, email),
              eq(sql`lower(${registrations.fatherEmail})`, email),
              eq(sql`lower(${registrations.motherEmail})`, email),
            ),
          ),
        )
        .orderBy(asc(registrations.createdAt));
    },

    /** The children, locked until the transaction ends so two connects cannot both group them. */
    async lockChildren(childIds: string[]) {
      if (childIds.length === 0) return [];
      return db
        .select({ id: children.id, name: children.name, familyId: children.familyId })
        .from(children)
        .where(inArray(children.id, childIds))
        .orderBy(asc(children.name), asc(children.id))
        .for('update');
    },

    async contactNamesOf(childIds: string[]) {
      if (childIds.length === 0) return [];
      return db
        .select({ childId: childContacts.childId, fullName: childContacts.fullName })
        .from(childContacts)
        .where(inArray(childContacts.childId, childIds));
    },

    async createFamily(namedAfter: string) {
      const [family] = await db.insert(families).values({ namedAfter }).returning({ id: families.id });
      if (!family) throw new Error('family not created');
      return family.id;
    },

    async attachChildren(familyId: string, childIds: string[]) {
      await db
        .update(children)
        .set({ familyId })
        .where(and(inArray(children.id, childIds), isNull(children.familyId)));
    },

    /** Adds memberships; one the parent already has is kept as it is. */
    async addMembers(rows: { familyId: string; parentId: string; relation: FamilyRelation }[]) {
      if (rows.length === 0) return;
      await db.insert(familyMembers).values(rows).onConflictDoNothing();
    },

    async hasFamily(parentId: string) {
      const rows = await db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(eq(familyMembers.parentId, parentId))
        .limit(1);
      return rows.length > 0;
    },

    /** Sets the code only when the parent has none; the saved code, or null when one was already set. */
    async setReferralCode(parentId: string, code: string) {
      const rows = await db
        .update(parents)
        .set({ referralCode: code })
        .where(and(eq(parents.id, parentId), isNull(parents.referralCode)))
        .returning({ referralCode: parents.referralCode });
      return rows[0]?.referralCode ?? null;
    },
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
