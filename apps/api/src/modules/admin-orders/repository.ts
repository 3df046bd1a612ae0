import { and, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { newestFirst, oldestFirst } from '../../db/made-order';
import { readPage, type SearchPageRequest } from '../../db/read-page';
import { rowOrNull } from '../../db/row-or-null';
import { invoices, orderItems, orders, parents, payments, registrations } from '../../db/schema/index';
import { anyColumnContains } from '../../db/search-pattern';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The item of an order that pays an overtime invoice (decision 072): one per such order, none on a registration's. */
const invoiceItems = alias(orderItems, 'invoice_items');
const paysInvoice = and(eq(invoiceItems.orderId, orders.id), eq(invoiceItems.kind, 'OVERTIME_INVOICE'));

/**
 * Orders whose number contains `search`, or whose parent's name or e-mail does when the caller may
 * see that parent: on an invoice's order only an admin who may see the family (decision 089).
 */
function orderMatches(search: string, seesInvoiceParents: boolean) {
  const byParent = anyColumnContains(search, [parents.fullName, parents.email]);
  return or(
    anyColumnContains(search, [orders.orderNumber]),
    seesInvoiceParents ? byParent : and(isNull(invoiceItems.id), byParent),
  );
}

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
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
};

export function createAdminOrdersRepository(db: Db) {
  /** The orders `where` picks, each with its parent and the invoice it pays, if any: the list's rows and one order's. */
  const ordersWhere = (where: SQL | undefined) =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(parents, eq(parents.id, orders.parentId))
      .leftJoin(invoiceItems, paysInvoice)
      .leftJoin(invoices, eq(invoices.id, invoiceItems.overtimeInvoiceId))
      .where(where)
      .$dynamic();

  return {
    /** A page of orders, newest first; the search reaches an invoice's parent only for who may see them. */
    async page(request: SearchPageRequest, seesInvoiceParents: boolean) {
      const where = request.search ? orderMatches(request.search, seesInvoiceParents) : undefined;
      return readPage(
        ordersWhere(where).orderBy(...newestFirst(orders)),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(parents, eq(parents.id, orders.parentId))
          .leftJoin(invoiceItems, paysInvoice)
          .where(where),
        request,
      );
    },

    byId(orderId: string) {
      return ordersWhere(eq(orders.id, orderId)).then(rowOrNull);
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
        .orderBy(...oldestFirst(orderItems));
    },

    paymentsOf(orderId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(...newestFirst(payments));
    },

    /** Whether the order pays an overtime invoice. */
    async paysInvoice(orderId: string) {
      const rows = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'OVERTIME_INVOICE')))
        .limit(1);
      return rows.length > 0;
    },

    async setStatus(orderId: string, status: OrderStatus) {
      await db.update(orders).set({ status }).where(eq(orders.id, orderId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
