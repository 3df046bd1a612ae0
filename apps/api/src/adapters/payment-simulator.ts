import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { formatBillplzDay } from './billplz-time';
import { type GatewayBill, type PaymentGateway, paymentServiceNotAnswering } from './payment-gateway';

/** What the simulator knows of a bill: the payment row it was recorded as. */
export type SimulatedBill = {
  amountSen: number;
  status: 'PENDING' | 'SUCCESS' | 'VOID' | 'FAILED' | 'EXPIRED';
  paidAmountSen: number | null;
  paidAt: Date | null;
  transactionData: Record<string, unknown> | null;
};
export type SimulatedBills = { find(billId: string): Promise<SimulatedBill | null> };

export const simulatorBillPath = (billId: string) =>
  `/payments/simulator/bills/${encodeURIComponent(billId)}`;

/**
 * The development gateway: a bill is a local page (`/payments/simulator/bills/{billId}`) whose Pay
 * and Fail buttons send a signed callback and a signed redirect as Billplz would. The address is
 * relative, so the page opens on whatever host the browser is using. Its bills live in the
 * payment rows; it refuses to exist in production unless explicitly allowed.
 */
export function createPaymentSimulator(
  config: Pick<AppConfig, 'env' | 'payments'>,
  bills: SimulatedBills,
  clock: () => Date = () => new Date(),
): PaymentGateway {
  if (config.env === 'production' && !config.payments.simulatorInProduction) {
    throw new ConfigError(
      'The payment simulator does not run in production (set PAYMENT_SIMULATOR_IN_PRODUCTION=true to allow it)',
    );
  }
  async function getBill(billId: string): Promise<GatewayBill> {
    const found = await bills.find(billId);
    if (!found) throw paymentServiceNotAnswering();
    const paidAmountSen = found.paidAmountSen ?? (found.status === 'SUCCESS' ? found.amountSen : 0);
    const paid = found.status === 'SUCCESS' || found.paidAmountSen !== null;
    const closed = found.status !== 'PENDING' && !paid;
    return {
      paid,
      state: paid ? 'paid' : closed ? 'deleted' : 'due',
      amountSen: found.amountSen,
      paidAmountSen,
      paidAt: found.paidAt,
      raw: found.transactionData ?? {},
    };
  }

  return {
    name: 'simulator',

    async createBill(bill) {
      const billId = `sim${randomBytes(9).toString('base64url')}`;
      const url = simulatorBillPath(billId);
      // The same shape as Billplz's answer, so the simulator page shows what a bill would.
      const raw = {
        id: billId,
        collection_id: 'simulator',
        paid: false,
        state: 'due',
        amount: bill.amountSen,
        paid_amount: 0,
        due_at: formatBillplzDay(clock()),
        email: bill.email,
        mobile: null,
        name: bill.name,
        url,
        reference_1_label: 'Order',
        reference_1: bill.reference1,
        redirect_url: bill.redirectUrl,
        callback_url: bill.callbackUrl,
        description: bill.description.slice(0, 200),
        paid_at: null,
      };
      return { billId, url, raw };
    },

    getBill,

    /**
     * As Billplz: a paid bill cannot be deleted (what it says of it is answered); any other is
     * deleted, which its payment's closing then shows (the bill page refuses Pay once it is not open).
     */
    async deleteBill(billId) {
      const bill = await getBill(billId);
      return bill.paid ? { deleted: false, bill } : { deleted: true };
    },
  };
}
