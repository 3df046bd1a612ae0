/**
 * The payment gateway as the product uses it: Billplz's bills (`POST /api/v3/bills`,
 * `GET /api/v3/bills/{id}`), or the built-in simulator that behaves the same from the outside.
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

export type Bill = { billId: string; url: string };

export type PaymentGateway = {
  readonly name: 'billplz' | 'simulator';
  createBill(bill: NewBill): Promise<Bill>;
};
