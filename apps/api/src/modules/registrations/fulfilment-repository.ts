import type { FamilyRelation } from '@cic/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oldestFirst } from '../../db/made-order';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import {
  children,
  families,
  familyMembers,
  orderItems,
  parents,
  referralCredits,
  registrations,
} from '../../db/schema/index';

export function createFulfilmentRepository(db: Db) {
  return {
    /** The registrations an order pays for, locked until the transaction ends. */
    async registrationsOfOrder(orderId: string) {
      const ids = db
        .select({ id: orderItems.registrationId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return db
        .select()
        .from(registrations)
        .where(inArray(registrations.id, ids))
        .orderBy(...oldestFirst(registrations))
        .for('update');
    },

    /** The family the parent joined first, if any. */
    async firstFamilyOf(parentId: string) {
      const rows = await db
        .select({ familyId: familyMembers.familyId })
        .from(familyMembers)
        .where(eq(familyMembers.parentId, parentId))
        .orderBy(...oldestFirst(familyMembers))
        .limit(1);
      return rows[0]?.familyId ?? null;
    },

    async parentName(parentId: string) {
      const rows = await db
        .select({ fullName: parents.fullName })
        .from(parents)
        .where(eq(parents.id, parentId));
      return rows[0]?.fullName ?? null;
    },

    verifiedParentByEmail(email: string) {
      return db
        .select({ id: parents.id })
        .from(parents)
        .where(and(eq(sql`lower(${parents.email})`, email.toLowerCase()), isNotNull(parents.emailVerifiedAt)))
        .then(rowOrNull);
    },

    async createFamily(namedAfter: string) {
      return returnedRow(
        await db.insert(families).values({ namedAfter }).returning({ id: families.id }),
        'family insert',
      ).id;
    },

    /** Adds a membership; one the parent already has keeps its relation. */
    async addMember(familyId: string, parentId: string, relation: FamilyRelation) {
      await db.insert(familyMembers).values({ familyId, parentId, relation }).onConflictDoNothing();
    },

    async enrolChild(values: typeof children.$inferInsert) {
      return returnedRow(
        await db.insert(children).values(values).returning({ id: children.id }),
        'child insert',
      ).id;
    },

    async complete(registrationId: string, childId: string) {
      await db
        .update(registrations)
        .set({ status: 'COMPLETED', childId })
        .where(eq(registrations.id, registrationId));
    },

    /** The referrer's credit for a registration: one per registration; its id, or null when it was made before. */
    async creditReferrer(referrerParentId: string, registrationId: string, amountSen: number) {
      const [row] = await db
        .insert(referralCredits)
        .values({ referrerParentId, registrationId, amountSen, status: 'EARNED' })
        .onConflictDoNothing()
        .returning({ id: referralCredits.id });
      return row?.id ?? null;
    },

    /** Moves the orders' registrations in one status to another; a completed one (an enrolled child) stays. */
    async moveStatus(
      orderIds: string[],
      from: 'PENDING' | 'PAYMENT_FAILED',
      to: 'PENDING' | 'PAYMENT_FAILED',
    ) {
      if (orderIds.length === 0) return;
      const ids = db
        .select({ id: orderItems.registrationId })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds));
      await db
        .update(registrations)
        .set({ status: to, updatedAt: new Date() })
        .where(and(inArray(registrations.id, ids), eq(registrations.status, from)));
    },
  };
}
export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
