import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { createBillClosing } from './bill-closing';
import { ordersFailed, type PaymentsContext } from './order-kinds';
import type { OutcomeLog } from './payment-outcome';
import { createPaymentsRepository } from './repository';

/** Orders expired per transaction, so one run never holds many locks for long. */
export const orderExpiryBatchSize = 200;
/** Invoice bills closed at the gateway per run: each is a call to it; the rest wait a minute. */
export const invoiceBillsPerRun = 100;

/**
 * Marks PENDING orders past their `expires_at` EXPIRED (their pending payments too) and tells
 * their kinds (a registration fails), batch by batch. Idempotent: an expired order is no longer
 * PENDING. An order with a flagged payment (money taken) is never expired; an admin settles it.
 *
 * An invoice's order is closed at the gateway first (decision 088): its bill is deleted, then the
 * order EXPIRED, or VOID when its invoice was settled or voided meanwhile (a close that failed
 * after the admin's change is retried here); a bill found paid is received instead. A gateway that
 * fails leaves the bill open for the next run: it is counted, never expired unclosed.
 */
export function createOrderExpiry(ctx: PaymentsContext & Pick<AppContext, 'clock'>) {
  const closing = createBillClosing(ctx);

  async function closeInvoiceBills() {
    const problems: string[] = [];
    const log: OutcomeLog = {
      warn: (_details, message) => void problems.push(message),
      error: (_details, message) => void problems.push(message),
    };
    const bills = await createPaymentsRepository(ctx.db).invoiceBillsToClose(ctx.clock(), invoiceBillsPerRun);
    let closed = 0;
    let leftOpen = 0;
    for (const bill of bills) {
      try {
        if ((await closing.closeBill(bill, bill.lapsed ? 'EXPIRED' : 'VOID', log)) !== 'not open')
          closed += 1;
      } catch {
        leftOpen += 1;
      }
    }
    return { closed, leftOpen, problems };
  }

  return async function expireLapsedOrders() {
    let expired = 0;
    for (;;) {
      const batch = await inTransaction(ctx.db, createPaymentsRepository, async (repository, tx) => {
        const lapsed = await repository.lockLapsedOrders(ctx.clock(), orderExpiryBatchSize);
        await repository.expireOrders(lapsed.map((order) => order.id));
        await ordersFailed(ctx.orderKinds, tx, lapsed);
        return lapsed.length;
      });
      expired += batch;
      if (batch < orderExpiryBatchSize) break;
    }
    const bills = await closeInvoiceBills();
    return {
      orders: expired,
      invoiceBillsClosed: bills.closed,
      invoiceBillsLeftOpen: bills.leftOpen,
      ...(bills.problems.length > 0 ? { problems: bills.problems } : {}),
    };
  };
}
