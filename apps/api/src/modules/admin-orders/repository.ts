import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { readPage, type SearchPageRequest } from '../../db/read-page';
import { orderItems, orders, parents, payments, registrations } from '../../db/schema/index';
import { anyColumnContains } from '../../db/search-pattern';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** Orders whose number or parent's name or e-mail contains `search`. */
const orderMatches = (search: string) =>
  anyColumnContains(search, [orders.orderNumber, parents.fullName, parents.email]);

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  parentName: parents.fullName,
  parentEmail: parents.email,
  subtotalSen: orders.subtotalSen,
  discountSen: orders.discountSen,
  totalSen: orders.totalSen,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export function createAdminOrdersRepository(db: Db) {
  /** The orders `where` picks, each with its parent: the list's rows and one order's. */
  const ordersWhere = (where: SQL | undefined) =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(parents, eq(parents.id, orders.parentId))
      .where(where)
      .$dynamic();

  return {
    /** A page of orders, newest first. */
    async page(request: SearchPageRequest) {
      const where = request.search ? orderMatches(request.search) : undefined;
      return readPage(
        ordersWhere(where).orderBy(desc(orders.createdAt), desc(orders.id)),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(parents, eq(parents.id, orders.parentId))
          .where(where),
        request,
      );
    },

    async byId(orderId: string) {
      const rows = await ordersWhere(eq(orders.id, orderId));
      return rows[0] ?? null;
    },

    /** The order's status, locked until the transaction ends so two updates apply one after the other. */
    async lockStatus(orderId: string) {
      const rows = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return rows[0]?.status ?? null;
    },

    itemsOf(orderId: string) {
      return db
        .select({
          id: orderItems.id,
          kind: orderItems.kind,
          packageName: orderItems.packageName,
          childName: orderItems.childName,
          registrationId: registrations.id,
          registrationNumber: registrations.registrationNumber,
          quantity: orderItems.quantity,
          unitPriceSen: orderItems.unitPriceSen,
          totalPriceSen: orderItems.totalPriceSen,
        })
        .from(orderItems)
        .leftJoin(registrations, eq(registrations.id, orderItems.registrationId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    },

    paymentsOf(orderId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async setStatus(orderId: string, status: OrderStatus) {
      await db.update(orders).set({ status }).where(eq(orders.id, orderId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
