import { type ParentOrderStatus, type PaymentResult, paymentResult } from '@cic/contract/registration/orders';

/** What the payment-complete page shows: the contract's result, or 'checking' before anything is known. */
export type PaymentOutcome = PaymentResult | 'checking';

/**
 * Spec 1 §4: the gateway's `billplz[paid]` gives the first answer (true: success, false: failed,
 * absent: checking); the server's order status, once it arrives, overrides it.
 */
export function paymentOutcome(
  paid: string | null,
  order: Pick<ParentOrderStatus, 'orderStatus' | 'paymentStatus'> | undefined,
): PaymentOutcome {
  if (order) return paymentResult(order);
  if (paid === 'true') return 'success';
  if (paid === 'false') return 'failed';
  return 'checking';
}
