import { asc, count, eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { newestFirst } from '../../db/made-order';
import { readPage, type SearchPageRequest } from '../../db/read-page';
import { rowOrNull } from '../../db/row-or-null';
import { centres, orderItems, packages, parents, registrations } from '../../db/schema/index';
import { anyColumnContains } from '../../db/search-pattern';

type RegistrationStatus = (typeof registrations.$inferSelect)['status'];

const contactParent = alias(parents, 'contact_parent');
const referrer = alias(parents, 'referrer');

/** Registrations whose child name, number, centre name or contact parent's name contains `search`. */
const registrationMatches = (search: string) =>
  anyColumnContains(search, [
    registrations.fullName,
    registrations.registrationNumber,
    centres.name,
    contactParent.fullName,
  ]);

const listColumns = {
  id: registrations.id,
  registrationNumber: registrations.registrationNumber,
  fullName: registrations.fullName,
  centreName: centres.name,
  yearIntake: registrations.yearIntake,
  contactParentName: contactParent.fullName,
  status: registrations.status,
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
};

/** Joins registrations (a `$dynamic()` select) to their centre and contact parent, whom the search also reads. */
function withCentreAndContact<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(centres, eq(centres.id, registrations.centreId))
    .innerJoin(contactParent, eq(contactParent.id, registrations.parentId));
}

export function createAdminRegistrationsRepository(db: Db) {
  return {
    /** A page of registrations, newest first. */
    async page(request: SearchPageRequest) {
      const where = request.search ? registrationMatches(request.search) : undefined;
      return readPage(
        withCentreAndContact(db.select(listColumns).from(registrations).$dynamic())
          .where(where)
          .orderBy(...newestFirst(registrations)),
        withCentreAndContact(db.select({ total: count() }).from(registrations).$dynamic()).where(where),
        request,
      );
    },

    /** One registration with its centre, package, contact, referrer and the order that pays for it. */
    byId(registrationId: string) {
      return withCentreAndContact(
        db
          .select({
            registration: registrations,
            centreName: centres.name,
            packageType: packages.packageType,
            contactParentName: contactParent.fullName,
            referrerName: referrer.fullName,
          })
          .from(registrations)
          .$dynamic(),
      )
        .innerJoin(packages, eq(packages.id, registrations.packageId))
        .leftJoin(referrer, eq(referrer.id, registrations.referrerParentId))
        .where(eq(registrations.id, registrationId))
        .then(rowOrNull);
    },

    /** The first order that pays for the registration ('View Order'). */
    async orderIdOf(registrationId: string) {
      const rows = await db
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .where(eq(orderItems.registrationId, registrationId))
        .orderBy(asc(orderItems.createdAt))
        .limit(1);
      return rows[0]?.orderId ?? null;
    },

    async setStatus(registrationId: string, status: RegistrationStatus) {
      await db.update(registrations).set({ status }).where(eq(registrations.id, registrationId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminRegistrationsRepository = ReturnType<typeof createAdminRegistrationsRepository>;
