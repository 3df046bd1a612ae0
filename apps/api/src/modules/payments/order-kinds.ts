import type { OrderItemKind, ParentOrderStatus } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { OutcomeLog } from './payment-outcome';

/** A bill paid in full, as the order's kind receives it. */
export type PaidOrder = {
  orderId: string;
  /** The gateway payment (`payments.id`). */
  orderPaymentId: string;
  billId: string;
  amountSen: number;
  paidAt: Date;
};

/** What the payments module's pieces are built from once they reach the order kinds. */
export type PaymentsContext = Pick<AppContext, 'db' | 'jobs' | 'paymentGateway' | 'orderKinds'>;

/** What is left once the payment's transaction committed: e-mails, a receipt, other bills closed. */
export type AfterPaid = (ctx: PaymentsContext, log: OutcomeLog) => Promise<void>;

/**
 * What an order of one kind means to the module that opened it, handed to payments when the app
 * is built (`createAppContext`), so payments imports none of those modules. Each runs inside the
 * transaction that changes the order, after payments locked it, and is idempotent.
 */
export type OrderKind = {
  /** The order was paid in full: answers what to do once the transaction commits. */
  paid(tx: Db, paid: PaidOrder): Promise<AfterPaid>;
  /** The orders were not paid (failed, expired). */
  failed(tx: Db, orderIds: string[]): Promise<void>;
  /** A failed order waits for a new bill (the parent's 'Try again'); absent when it is never paid again. */
  reopened?(tx: Db, orderId: string): Promise<void>;
  /**
   * Whether the full amount taken for an order that no longer waits (failed, lapsed, closed) is
   * still received as if it were open, rather than flagged for an admin (decision 088).
   */
  receivesLatePayment: boolean;
  /** What the payment-complete page shows beside the order's own status. */
  shown(db: Db, orderId: string): Promise<Pick<ParentOrderStatus, 'invoices' | 'keptAsCreditSen'>>;
};

/** Every kind an order's items can be, each with its module's answers. */
export type OrderKinds = Record<OrderItemKind, OrderKind>;

/** An order's items are all of one kind; an order without items has none. */
export type KindOfOrder = OrderItemKind | null;

/** Calls each kind's `failed` with its own orders among `orders`. */
export async function ordersFailed(
  kinds: OrderKinds,
  tx: Db,
  orders: { id: string; kind: KindOfOrder }[],
): Promise<void> {
  const byKind = new Map<OrderItemKind, string[]>();
  for (const order of orders) {
    if (order.kind) byKind.set(order.kind, [...(byKind.get(order.kind) ?? []), order.id]);
  }
  for (const [kind, orderIds] of byKind) await kinds[kind].failed(tx, orderIds);
}
