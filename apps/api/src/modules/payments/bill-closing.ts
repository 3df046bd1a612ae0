import { inTransaction } from '../../db/transaction';
import type { PaymentsContext } from './order-kinds';
import { createPaymentOutcome, type OutcomeLog } from './payment-outcome';
import { createPaymentsRepository } from './repository';

/** An open bill of an order. */
export type OpenBill = { orderId: string; billId: string | null };

/** What closing a bill did: closed, found paid (and applied), or found no longer open here. */
export type BillClosed = 'closed' | 'paid' | 'not open';

/**
 * Closes bills of invoices that can no longer be paid for (decision 088): at the gateway first
 * (Billplz's delete bill), then here, order before payment as every writer locks them. A bill the
 * gateway finds paid cannot be deleted: its money is applied as a callback's would be (to the
 * invoice, or the family's credit). A gateway that fails throws its 409 and changes nothing: the
 * bill stays open, and money paid into it later is still received by its callback.
 */
export function createBillClosing(ctx: PaymentsContext) {
  const applyBillOutcome = createPaymentOutcome(ctx);
  const repository = createPaymentsRepository(ctx.db);

  async function closeBill(
    bill: OpenBill,
    closedAs: 'VOID' | 'EXPIRED',
    log: OutcomeLog,
  ): Promise<BillClosed> {
    const billId = bill.billId;
    // A payment without a bill (none was opened at the gateway) has nothing to delete there.
    const answer = billId ? await ctx.paymentGateway.deleteBill(billId) : ({ deleted: true } as const);
    if (!answer.deleted && billId) {
      await applyBillOutcome(
        {
          billId,
          paid: answer.bill.paid,
          paidAmountSen: answer.bill.paidAmountSen,
          paidAt: answer.bill.paidAt,
          transactionData: answer.bill.raw,
          source: 'gateway check',
        },
        log,
      );
      return 'paid';
    }
    return inTransaction(ctx.db, createPaymentsRepository, async (payments) => {
      const order = await payments.lockOrder(bill.orderId);
      const payment = billId ? await payments.lockPaymentOfBill(billId) : null;
      const open =
        order?.status === 'PENDING' && payment?.status === 'PENDING' && payment.paidAmountSen === null;
      if (!open || !payment) return 'not open';
      await payments.closePayment(payment.id, closedAs);
      await payments.setOrderStatus(bill.orderId, closedAs);
      await payments.audit({
        actorType: 'system',
        action: 'payment.bill-closed',
        entityType: 'payment',
        entityId: payment.id,
        details: { orderId: bill.orderId, billId: bill.billId, status: closedAs },
      });
      return 'closed';
    });
  }

  return {
    closeBill,

    /**
     * Closes every open bill of an invoice just settled or voided. Called after that change
     * commits; a bill the gateway could not close is logged and left to the expiry job, which
     * retries it every minute. Never throws: the admin's change is already saved.
     */
    async closeInvoiceBills(invoiceId: string, log: OutcomeLog) {
      for (const bill of await repository.openBillsOfInvoice(invoiceId)) {
        try {
          await closeBill(bill, 'VOID', log);
        } catch (error) {
          log.warn({ err: error, orderId: bill.orderId }, 'Closing a settled invoice’s bill failed');
        }
      }
    },
  };
}
export type BillClosing = ReturnType<typeof createBillClosing>;
