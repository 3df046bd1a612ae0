import type { AppContext } from '../../app-context';
import type { ApplyBillOutcome, OutcomeLog } from './payment-outcome';
import { createPaymentsRepository } from './repository';

/** When the server asks the gateway about a bill whose callback has not come. */
export const gatewayCheck = {
  /** A pending payment this old is worth asking about (a callback normally comes in seconds). */
  pendingForMs: 2 * 60_000,
  /** At most one question per order in this window, across every API process. */
  everyMs: 60_000,
};

/**
 * Asks the gateway once about an order's bill and applies what it says (the same function as a
 * callback). Rate-limited per order through `orders.gateway_checked_at`; a gateway that does not
 * answer is logged and changes nothing (the page keeps polling, the callback may still come).
 * Answers whether this call asked.
 */
export function createGatewayCheck(
  ctx: Pick<AppContext, 'db' | 'clock' | 'paymentGateway'>,
  applyBillOutcome: ApplyBillOutcome,
) {
  return async function checkAtGateway(orderId: string, billId: string, log: OutcomeLog): Promise<boolean> {
    const now = ctx.clock();
    const claimed = await createPaymentsRepository(ctx.db).claimGatewayCheck(
      orderId,
      now,
      new Date(now.getTime() - gatewayCheck.everyMs),
    );
    if (!claimed) return false;
    try {
      const bill = await ctx.paymentGateway.getBill(billId);
      if (bill.paid || bill.state === 'deleted') {
        await applyBillOutcome(
          {
            billId,
            paid: bill.paid,
            paidAmountSen: bill.paidAmountSen,
            paidAt: bill.paidAt,
            transactionData: bill.raw,
            source: 'gateway check',
          },
          log,
        );
      }
    } catch (error) {
      log.warn({ err: error, orderId }, 'Checking a bill at the payment gateway failed');
    }
    return true;
  };
}
export type CheckAtGateway = ReturnType<typeof createGatewayCheck>;
