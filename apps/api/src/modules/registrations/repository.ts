import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { findCentre } from '../../db/centres';
import type { Db } from '../../db/client';
import { findParent } from '../../db/parents';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import {
  centres,
  orderItems,
  orders,
  packages,
  parents,
  payments,
  registrations,
} from '../../db/schema/index';

export type NewRegistration = typeof registrations.$inferInsert;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;

export function createRegistrationsRepository(db: Db) {
  return {
    parentById: (parentId: string) => findParent(db, parentId),

    parentByEmail(email: string) {
      return db
        .select({ id: parents.id, emailVerifiedAt: parents.emailVerifiedAt })
        .from(parents)
        .where(eq(sql`lower(${parents.email})`, email.toLowerCase()))
        .then(rowOrNull);
    },

    parentByReferralCode(code: string) {
      return db
        .select({ id: parents.id })
        .from(parents)
        .where(eq(sql`upper(${parents.referralCode})`, code.toUpperCase()))
        .then(rowOrNull);
    },

    /** A package with its centre, whatever their state: the service decides what may be chosen. */
    packageWithCentre(packageId: string) {
      return db
        .select({
          id: packages.id,
          name: packages.name,
          centreId: packages.centreId,
          feeSen: packages.onlineRegistrationFeeSen,
          isActive: packages.isActive,
          centreActivatedAt: centres.activatedAt,
        })
        .from(packages)
        .innerJoin(centres, eq(centres.id, packages.centreId))
        .where(eq(packages.id, packageId))
        .then(rowOrNull);
    },

    centreById: (centreId: string) => findCentre(db, centreId),

    /** What a submission made, found by the browser's key: the registration, its order and open bill. */
    submissionByKey(parentId: string, idempotencyKey: string) {
      return db
        .select({
          registrationNumber: registrations.registrationNumber,
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          orderStatus: orders.status,
          totalSen: orders.totalSen,
        })
        .from(registrations)
        .innerJoin(orderItems, eq(orderItems.registrationId, registrations.id))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(registrations.parentId, parentId), eq(registrations.idempotencyKey, idempotencyKey)))
        .orderBy(asc(orders.createdAt))
        .then(rowOrNull);
    },

    /**
     * The newest pending bill of an order: where a repeated submit sends the payer again. The
     * address is the gateway's own `url`, kept with the rest of its bill; rows written before
     * issue 27 kept only `{ billUrl }`.
     */
    async pendingBillUrl(orderId: string) {
      const rows = await db
        .select({ data: payments.transactionData })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const url = rows[0]?.data?.url ?? rows[0]?.data?.billUrl;
      return typeof url === 'string' ? url : null;
    },

    /** What the confirmation e-mail says about a completed registration. */
    confirmationOf(registrationId: string) {
      return db
        .select({
          status: registrations.status,
          registrationNumber: registrations.registrationNumber,
          childName: registrations.fullName,
          yearIntake: registrations.yearIntake,
          contactEmail: registrations.contactEmail,
          centreName: centres.name,
          packageName: packages.name,
          // The registering parent's language (issue 18): the contact is usually that parent.
          language: languageOrEnglish(parents.language),
        })
        .from(registrations)
        .innerJoin(centres, eq(centres.id, registrations.centreId))
        .innerJoin(packages, eq(packages.id, registrations.packageId))
        .innerJoin(parents, eq(parents.id, registrations.parentId))
        .where(eq(registrations.id, registrationId))
        .then(rowOrNull);
    },

    async insertRegistration(values: NewRegistration) {
      return returnedRow(
        await db.insert(registrations).values(values).returning({ id: registrations.id }),
        'registration insert',
      );
    },

    async insertOrder(values: NewOrder) {
      return returnedRow(await db.insert(orders).values(values).returning({ id: orders.id }), 'order insert');
    },

    async insertOrderItem(values: typeof orderItems.$inferInsert) {
      await db.insert(orderItems).values(values);
    },
  };
}
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
