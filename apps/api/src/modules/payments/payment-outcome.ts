import { inTransaction } from '../../db/transaction';
import type { AfterPaid, PaymentsContext } from './order-kinds';
import { createPaymentsRepository } from './repository';

/** What the gateway says happened to a bill, from a callback, a redirect or a gateway check. */
export type BillOutcome = {
  billId: string;
  paid: boolean;
  paidAmountSen: number;
  paidAt: Date | null;
  /** The gateway's fields as received (never the signature), kept for the admin's viewer. */
  transactionData: Record<string, unknown>;
  source: 'callback' | 'redirect' | 'gateway check';
};

export type AppliedOutcome = {
  orderId: string | null;
  result: 'paid' | 'failed' | 'flagged' | 'unchanged' | 'unknown bill';
};

/**
 * The one place a payment changes state. Inside one transaction it locks the order, then the
 * payment by its bill id, and changes only an open payment (PENDING, not flagged, of a PENDING
 * order), so repeated and out-of-order callbacks, redirects and checks change it once:
 * - paid the full amount: payment and order SUCCESS, and the order's kind told (its registrations
 *   fulfilled, or the overtime invoice it pays credited with the money, decision 072);
 * - paid another amount: the amount and data recorded, both stay PENDING, an audit row for an admin;
 * - not paid: payment and order FAILED, and the order's kind told;
 * - money taken for a payment no longer open (failed, lapsed, settled by an admin): recorded once
 *   and audited, statuses untouched, so an admin reconciles it instead of it vanishing; but the
 *   full amount for an order whose kind `receivesLatePayment` is received as if it were open
 *   (decision 088: an invoice's, to the invoice up to its balance, the rest to the family's credit).
 */
export type OutcomeLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function createPaymentOutcome(ctx: PaymentsContext) {
  /**
   * Applies an outcome; once the payment's transaction commits, what the order's kind left to do
   * (the confirmation e-mails, an invoice's receipt) is done.
   */
  return async function applyBillOutcome(outcome: BillOutcome, log: OutcomeLog): Promise<AppliedOutcome> {
    const { afterPaid, ...applied } = await applyInTransaction(outcome);
    await afterPaid?.(ctx, log);
    return applied;
  };

  async function applyInTransaction(
    outcome: BillOutcome,
  ): Promise<AppliedOutcome & { afterPaid?: AfterPaid }> {
    const known = await createPaymentsRepository(ctx.db).paymentOfBill(outcome.billId);
    if (!known) return { orderId: null, result: 'unknown bill' };
    const orderId = known.orderId;

    return inTransaction(ctx.db, createPaymentsRepository, async (repository, tx) => {
      const order = await repository.lockOrder(orderId);
      const payment = await repository.lockPaymentOfBill(outcome.billId);
      if (!order || !payment) return { orderId, result: 'unknown bill' };
      const kind = order.kind ? ctx.orderKinds[order.kind] : null;
      const audit = (action: string) =>
        repository.audit({
          actorType: 'system',
          action,
          entityType: 'payment',
          entityId: payment.id,
          details: {
            orderId,
            billId: outcome.billId,
            source: outcome.source,
            amountSen: payment.amountSen,
            paidAmountSen: outcome.paidAmountSen,
            paymentStatus: payment.status,
            orderStatus: order.status,
          },
        });
      const open =
        payment.status === 'PENDING' && payment.paidAmountSen === null && order.status === 'PENDING';

      const receivable =
        !open &&
        outcome.paid &&
        payment.status !== 'SUCCESS' &&
        payment.paidAmountSen === null &&
        outcome.paidAmountSen === payment.amountSen &&
        kind?.receivesLatePayment === true;
      if (!open && !receivable) {
        if (!outcome.paid || payment.status === 'SUCCESS' || payment.paidAmountSen !== null) {
          return { orderId, result: 'unchanged' };
        }
        await repository.flagPayment(payment.id, outcome.paidAmountSen, outcome.transactionData);
        await audit('payment.paid-after-settlement');
        return { orderId, result: 'flagged' };
      }

      if (!open) await audit('payment.paid-after-settlement');
      if (!outcome.paid) {
        await repository.settlePayment(payment.id, {
          status: 'FAILED',
          paidAt: null,
          transactionData: outcome.transactionData,
        });
        await repository.setOrderStatus(orderId, 'FAILED');
        await kind?.failed(tx, [orderId]);
        return { orderId, result: 'failed' };
      }

      if (outcome.paidAmountSen !== payment.amountSen) {
        await repository.flagPayment(payment.id, outcome.paidAmountSen, outcome.transactionData);
        await audit('payment.amount-mismatch');
        return { orderId, result: 'flagged' };
      }

      const paidAt = outcome.paidAt ?? new Date();
      await repository.settlePayment(payment.id, {
        status: 'SUCCESS',
        paidAt,
        transactionData: outcome.transactionData,
      });
      await repository.setOrderStatus(orderId, 'SUCCESS');
      const afterPaid = await kind?.paid(tx, {
        orderId,
        orderPaymentId: payment.id,
        billId: outcome.billId,
        amountSen: payment.amountSen,
        paidAt,
      });
      return { orderId, result: 'paid', afterPaid };
    });
  }
}
export type ApplyBillOutcome = ReturnType<typeof createPaymentOutcome>;
