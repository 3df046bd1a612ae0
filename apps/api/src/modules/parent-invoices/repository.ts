import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceCreditNotesOf,
  invoiceHeadColumns,
  invoiceLineColumns,
  invoiceLineOrder,
  invoiceOwedColumns,
  invoicePaymentsOf,
} from '../../db/invoice-records';
import { newestFirst } from '../../db/made-order';
import { centreNamed } from '../../db/named-records';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import {
  centres,
  familyMembers,
  invoices,
  invoiceLines as lines,
  orderItems,
  orders,
  parents,
  payments,
} from '../../db/schema/index';

/**
 * What a parent sees (the contract's `parentSeesInvoice`, decision 089): an invoice once issued,
 * voided since or not; a draft, or a draft voided before issue (it has no number), never.
 */
const visible = or(
  inArray(invoices.status, ['ISSUED', 'PARTLY_PAID', 'PAID']),
  and(eq(invoices.status, 'VOID'), isNotNull(invoices.number)),
);

/** The invoice belongs to one of the parent's families. */
const ofParent = (parentId: string) =>
  sql`exists (select 1 from ${familyMembers} where ${familyMembers.familyId} = ${invoices.familyId} and ${familyMembers.parentId} = ${parentId})`;

const invoiceColumns = {
  ...invoiceHeadColumns,
  // Never null here: `ofParent` matches it to one of the parent's families.
  familyId: sql<string>`${invoices.familyId}`,
  centre: centreNamed,
  keptAsCreditSen: invoices.keptAsCreditSen,
};

/** A parent's view of their families' invoices, and the orders that pay them online. */
export function createParentInvoicesRepository(db: Db) {
  const parentInvoices = (parentId: string, only?: SQL) =>
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(centres, eq(centres.id, invoices.centreId))
      .where(and(visible, ofParent(parentId), only))
      .$dynamic();

  return {
    /**
     * A page of the parent's invoices, newest issue first, and how many there are; `open`: only
     * those still owed.
     */
    async page(parentId: string, page: { page: number; limit: number; open: boolean }) {
      const only = page.open ? inArray(invoices.status, ['ISSUED', 'PARTLY_PAID']) : undefined;
      const [rows, [total]] = await Promise.all([
        parentInvoices(parentId, only)
          .orderBy(desc(invoices.issueDate), desc(invoices.number))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: count() })
          .from(invoices)
          .where(and(visible, ofParent(parentId), only)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One of the parent's visible invoices; null for anyone else's, a draft or a voided one. */
    byId(parentId: string, invoiceId: string) {
      return parentInvoices(parentId, eq(invoices.id, invoiceId)).then(rowOrNull);
    },

    /** Locks one of the parent's visible invoices for a payment to start; null as `byId`. */
    lockOwn(parentId: string, invoiceId: string) {
      return db
        .select({ ...invoiceOwedColumns, familyId: invoices.familyId, centreId: invoices.centreId })
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), visible, ofParent(parentId)))
        .for('update')
        .then(rowOrNull);
    },

    linesOf(invoiceId: string) {
      return db
        .select({ id: lines.id, child: { id: lines.childId, name: lines.childName }, ...invoiceLineColumns })
        .from(lines)
        .where(eq(lines.invoiceId, invoiceId))
        .orderBy(...invoiceLineOrder);
    },

    paymentsOf: (invoiceId: string) => invoicePaymentsOf(db, invoiceId),

    /** The invoice's credit notes, oldest first. */
    creditNotesOf: (invoiceId: string) => invoiceCreditNotesOf(db, invoiceId),

    /** The children named on the invoice, for the order item that pays it. */
    async childNames(invoiceId: string) {
      const rows = await db
        .selectDistinct({ name: lines.childName })
        .from(lines)
        .where(eq(lines.invoiceId, invoiceId))
        .orderBy(asc(lines.childName));
      return rows.map((row) => row.name);
    },

    /**
     * The invoice's order still waiting for its bill, with its newest payment: the bill a second
     * 'Pay' sends the parent back to. Null when there is none.
     */
    openOrder(invoiceId: string) {
      return db
        .select({
          orderId: orders.id,
          expiresAt: orders.expiresAt,
          paymentStatus: payments.status,
          flagged: sql<boolean>`${payments.paidAmountSen} is not null`,
          transactionData: payments.transactionData,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(and(eq(orderItems.overtimeInvoiceId, invoiceId), eq(orders.status, 'PENDING')))
        .orderBy(...newestFirst(payments))
        .limit(1)
        .then(rowOrNull);
    },

    /** The invoice's bills still open though their order lapsed at `now`: closed before a new one opens. */
    lapsedBills(invoiceId: string, now: Date) {
      return db
        .select({ orderId: orders.id, billId: payments.billId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(
          and(
            eq(orderItems.overtimeInvoiceId, invoiceId),
            eq(orders.status, 'PENDING'),
            eq(payments.status, 'PENDING'),
            isNull(payments.paidAmountSen),
            lte(orders.expiresAt, now),
          ),
        );
    },

    payer(parentId: string) {
      return db
        .select({
          email: parents.email,
          name: parents.fullName,
          language: languageOrEnglish(parents.language),
        })
        .from(parents)
        .where(eq(parents.id, parentId))
        .then(rowOrNull);
    },

    async insertOrder(values: typeof orders.$inferInsert) {
      return returnedRow(await db.insert(orders).values(values).returning({ id: orders.id }), 'order insert')
        .id;
    },

    async insertOrderItem(values: typeof orderItems.$inferInsert) {
      await db.insert(orderItems).values(values);
    },

    /** Every invoice an order pays (a bill may pay several, decision 098). */
    async invoicesOfOrder(orderId: string) {
      const rows = await db
        .select({ invoiceId: orderItems.overtimeInvoiceId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'OVERTIME_INVOICE')));
      return rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : []));
    },

    /** The invoices' numbers, statuses and money (the payment-complete page's view), oldest due first. */
    async invoiceStates(invoiceIds: readonly string[]) {
      if (invoiceIds.length === 0) return [];
      return db
        .select(invoiceOwedColumns)
        .from(invoices)
        .where(inArray(invoices.id, [...invoiceIds]))
        .orderBy(asc(invoices.dueDate), asc(invoices.number));
    },
  };
}
export type ParentInvoicesRepository = ReturnType<typeof createParentInvoicesRepository>;
