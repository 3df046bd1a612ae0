import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { createPaymentsRepository } from './repository';

/** Where the gateway tells the server about a bill, and where it sends the payer back. */
export const billplzCallbackPath = '/api/v2/payments/billplz/callback';
export const billplzReturnPath = '/api/v2/payments/billplz/return';

export type PaymentRequest = {
  orderId: string;
  orderNumber: string;
  amountSen: number;
  payer: { email: string; name: string };
  description: string;
};

/**
 * Opens a bill at the gateway for an order and records it as a PENDING payment, in the caller's
 * transaction: if the bill cannot be made, nothing of the order is kept. The gateway's answer is kept
 * as the payment's transaction data until the payment settles.
 */
export function createPaymentStart(ctx: Pick<AppContext, 'config' | 'paymentGateway'>) {
  return async function startPayment(tx: Db, request: PaymentRequest): Promise<{ paymentUrl: string }> {
    const bill = await ctx.paymentGateway.createBill({
      amountSen: request.amountSen,
      email: request.payer.email,
      name: request.payer.name,
      description: request.description.slice(0, 200),
      callbackUrl: `${ctx.config.publicUrl}${billplzCallbackPath}`,
      redirectUrl: `${ctx.config.publicUrl}${billplzReturnPath}`,
      reference1: request.orderNumber,
    });
    await createPaymentsRepository(tx).insertPayment({
      orderId: request.orderId,
      gateway: ctx.paymentGateway.name,
      billId: bill.billId,
      amountSen: request.amountSen,
      transactionData: bill.raw,
    });
    return { paymentUrl: bill.url };
  };
}
export type StartPayment = ReturnType<typeof createPaymentStart>;
