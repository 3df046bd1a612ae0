import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { newestFirst } from '../../db/made-order';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import { invoices, orderItems, orders, parents, payments } from '../../db/schema/index';
import type { KindOfOrder } from './order-kinds';

type PaymentStatus = (typeof payments.$inferSelect)['status'];
type OrderStatus = (typeof orders.$inferSelect)['status'];

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  status: payments.status,
  amountSen: payments.amountSen,
  paidAmountSen: payments.paidAmountSen,
  paidAt: payments.paidAt,
  transactionData: payments.transactionData,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

/** A payment that records money the gateway took but the order did not take (flagged for an admin). */
const flaggedPayment = isNotNull(payments.paidAmountSen);
/** The order pays an overtime invoice. */
const paysInvoice = sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.overtimeInvoiceId} IS NOT NULL)`;
/**
 * What the order pays for: the kind of its items (`OrderKinds` says what each kind does). The
 * order's id is written with its table: a select from `orders` alone names its columns bare.
 */
const kindOfOrder = sql<KindOfOrder>`(SELECT ${orderItems.kind} FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders}.id LIMIT 1)`;
/** A bill that can still be paid: its payment PENDING and not flagged, of a PENDING order. */
const openBill = and(
  eq(orders.status, 'PENDING'),
  eq(payments.status, 'PENDING'),
  isNull(payments.paidAmountSen),
);

export function createPaymentsRepository(db: Db) {
  return {
    async insertPayment(payment: {
      orderId: string;
      gateway: 'billplz' | 'simulator';
      billId: string;
      amountSen: number;
      transactionData: Record<string, unknown>;
    }) {
      return returnedRow(
        await db.insert(payments).values(payment).returning({ id: payments.id }),
        'gateway payment insert',
      );
    },

    /** The language of the parent who pays a bill: the simulator's page speaks it (issue 18). */
    async payerLanguageOfBill(billId: string) {
      const [row] = await db
        .select({ language: parents.language })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(parents, eq(parents.id, orders.parentId))
        .where(eq(payments.billId, billId));
      return row?.language ?? 'en';
    },

    paymentOfBill(billId: string) {
      return db.select(paymentColumns).from(payments).where(eq(payments.billId, billId)).then(rowOrNull);
    },

    /** Locks the order first, then its payment: the order of locks every writer here keeps. */
    lockOrder(orderId: string) {
      return db
        .select({ id: orders.id, status: orders.status, kind: kindOfOrder })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update')
        .then(rowOrNull);
    },

    lockPaymentOfBill(billId: string) {
      return db
        .select(paymentColumns)
        .from(payments)
        .where(eq(payments.billId, billId))
        .for('update')
        .then(rowOrNull);
    },

    async settlePayment(
      paymentId: string,
      values: { status: PaymentStatus; paidAt: Date | null; transactionData: Record<string, unknown> },
    ) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, paymentId));
    },

    /** Money the gateway reports that the order does not take as it is: kept for an admin to reconcile. */
    async flagPayment(paymentId: string, paidAmountSen: number, transactionData: Record<string, unknown>) {
      await db
        .update(payments)
        .set({ paidAmountSen, transactionData, updatedAt: new Date() })
        .where(eq(payments.id, paymentId));
    },

    /** An open payment whose bill was closed at the gateway: it can no longer be paid. */
    async closePayment(paymentId: string, status: PaymentStatus) {
      await db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    },

    /** The invoice's bills that can still be paid, oldest first (normally one at most). */
    openBillsOfInvoice(invoiceId: string) {
      return db
        .select({ orderId: orders.id, billId: payments.billId, expiresAt: orders.expiresAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(and(eq(orderItems.overtimeInvoiceId, invoiceId), openBill))
        .orderBy(orders.createdAt, orders.id);
    },

    /**
     * Up to `limit` open bills of invoices that the expiry job closes at the gateway: their order
     * lapsed, or their invoice was settled or voided meanwhile (a close that failed then is retried).
     */
    invoiceBillsToClose(now: Date, limit: number) {
      return db
        .select({
          orderId: orders.id,
          billId: payments.billId,
          lapsed: sql<boolean>`coalesce(${orders.expiresAt} < ${now}, false)`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .innerJoin(invoices, eq(invoices.id, orderItems.overtimeInvoiceId))
        .where(and(openBill, or(lt(orders.expiresAt, now), inArray(invoices.status, ['PAID', 'VOID']))))
        .orderBy(orders.expiresAt)
        .limit(limit);
    },

    async setOrderStatus(orderId: string, status: OrderStatus) {
      await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },

    /** A parent's own order with what the payment-complete page shows; null for anyone else's. */
    async parentOrder(orderId: string, parentId: string) {
      const [order] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          totalSen: orders.totalSen,
          gatewayCheckedAt: orders.gatewayCheckedAt,
          payerEmail: parents.email,
          payerName: parents.fullName,
          payerLanguage: languageOrEnglish(parents.language),
        })
        .from(orders)
        .innerJoin(parents, eq(parents.id, orders.parentId))
        .where(and(eq(orders.id, orderId), eq(orders.parentId, parentId)));
      if (!order) return null;
      const items = await db
        .select({
          kind: orderItems.kind,
          packageName: orderItems.packageName,
          childName: orderItems.childName,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.createdAt, orderItems.id);
      const [newestPayment] = await db
        .select({ ...paymentColumns, billId: payments.billId })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(...newestFirst(payments))
        .limit(1);
      const [flagged] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), flaggedPayment))
        .limit(1);
      return {
        ...order,
        items,
        newestPayment: newestPayment ?? null,
        hasFlaggedPayment: Boolean(flagged),
      };
    },

    /**
     * Claims the right to ask the gateway about a pending order: true for one caller per window
     * across every API process (the row's `gateway_checked_at` is the clock).
     */
    async claimGatewayCheck(orderId: string, now: Date, checkedBefore: Date) {
      const rows = await db
        .update(orders)
        .set({ gatewayCheckedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'PENDING'),
            or(isNull(orders.gatewayCheckedAt), lt(orders.gatewayCheckedAt, checkedBefore)),
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** An order paid again after it failed or lapsed: waiting for its new bill until `expiresAt`. */
    async reopenOrder(orderId: string, expiresAt: Date) {
      await db
        .update(orders)
        .set({ status: 'PENDING', expiresAt, gatewayCheckedAt: null, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    /**
     * Up to `limit` PENDING orders past their `expires_at`, locked for this transaction (rows another
     * worker holds are skipped). Never one with a flagged payment: money was taken there. Never an
     * invoice's order: its bill is closed at the gateway first (`invoiceBillsToClose`, decision 088).
     */
    lockLapsedOrders(now: Date, limit: number) {
      return db
        .select({ id: orders.id, kind: kindOfOrder })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'PENDING'),
            lt(orders.expiresAt, now),
            sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${flaggedPayment})`,
            sql`NOT ${paysInvoice}`,
          ),
        )
        .orderBy(orders.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async expireOrders(orderIds: string[]) {
      if (orderIds.length === 0) return;
      await db
        .update(orders)
        .set({ status: 'EXPIRED', updatedAt: new Date() })
        .where(inArray(orders.id, orderIds));
      await db
        .update(payments)
        .set({ status: 'EXPIRED', updatedAt: new Date() })
        .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'PENDING')));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
