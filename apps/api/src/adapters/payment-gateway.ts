import { message } from '@cic/contract';
import { AppError } from '../http/app-error';

/**
 * The payment gateway as the product uses it: Billplz's bills (`POST /api/v3/bills`,
 * `GET /api/v3/bills/{id}`, `DELETE /api/v3/bills/{id}`), or the built-in simulator that behaves
 * the same from the outside.
 */
export type NewBill = {
  amountSen: number;
  email: string;
  name: string;
  /** At most 200 characters (Billplz's limit). */
  description: string;
  callbackUrl: string;
  redirectUrl: string;
  /** The order number, so a bill can be traced in the gateway's own dashboard. */
  reference1: string;
};

/** A bill just opened: where the payer goes, and the gateway's own answer (kept on the payment). */
export type Bill = { billId: string; url: string; raw: Record<string, unknown> };

/** What the gateway says about a bill now (reconciling a payment whose callback never came). */
export type GatewayBill = {
  paid: boolean;
  /** Billplz's bill state: `due`, `paid` or `deleted`. */
  state: string;
  amountSen: number;
  paidAmountSen: number;
  paidAt: Date | null;
  raw: Record<string, unknown>;
};

/** A bill closed at the gateway, or, when it was already paid (a paid bill cannot be deleted), what it says of it. */
export type ClosedBill = { deleted: true } | { deleted: false; bill: GatewayBill };

export type PaymentGateway = {
  readonly name: 'billplz' | 'simulator';
  createBill(bill: NewBill): Promise<Bill>;
  getBill(billId: string): Promise<GatewayBill>;
  /** Closes a bill so it can no longer be paid (decision 088). */
  deleteBill(billId: string): Promise<ClosedBill>;
};

/** The gateway failed or did not answer in time: the caller may try again, nothing was kept. */
export function paymentServiceNotAnswering() {
  return new AppError('CONFLICT', message('orders.gatewayDown'));
}
