import { z } from 'zod';
import { parseBillplzTime } from './billplz-time';
import {
  type ClosedBill,
  type GatewayBill,
  type PaymentGateway,
  paymentServiceNotAnswering,
} from './payment-gateway';

/** How long a call to Billplz may take before the payer is told to try again. */
export const billplzTimeoutMs = 10_000;

/** The fields of Billplz's bill answer the product reads; the rest is kept raw. */
const billAnswer = z.looseObject({
  id: z.string().min(1),
  url: z.string().min(1),
  paid: z.boolean(),
  state: z.string(),
  amount: z.coerce.number().int(),
  paid_amount: z.coerce.number().int(),
  paid_at: z.string().nullish(),
});

export type BillplzSettings = {
  apiKey: string;
  collectionId: string;
  baseUrl: string;
  /** Tests shorten it; the product uses `billplzTimeoutMs`. */
  timeoutMs?: number;
};

/**
 * Billplz API v3 over `fetch`: HTTP Basic with the API secret key as the user name and an empty
 * password. Any failure (network, timeout, an error status, an answer it cannot read) becomes one
 * clear 409 for the caller; the cause stays on the error.
 */
export function createBillplzClient(settings: BillplzSettings): PaymentGateway {
  const base = settings.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:`).toString('base64')}`;

  const send = (path: string, init: { method: 'GET' | 'POST' | 'DELETE'; body?: URLSearchParams }) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs ?? billplzTimeoutMs),
    });

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: URLSearchParams }) {
    let answer: z.infer<typeof billAnswer>;
    try {
      const response = await send(path, init);
      if (!response.ok) throw new Error(`Billplz answered ${response.status}`);
      answer = billAnswer.parse(await response.json());
    } catch (cause) {
      throw Object.assign(paymentServiceNotAnswering(), { cause });
    }
    return answer;
  }

  async function getBill(billId: string): Promise<GatewayBill> {
    const answer = await call(`/api/v3/bills/${encodeURIComponent(billId)}`, { method: 'GET' });
    return {
      paid: answer.paid,
      state: answer.state,
      amountSen: answer.amount,
      paidAmountSen: answer.paid_amount,
      paidAt: parseBillplzTime(answer.paid_at),
      raw: answer,
    };
  }

  return {
    name: 'billplz',

    async createBill(bill) {
      const answer = await call('/api/v3/bills', {
        method: 'POST',
        body: new URLSearchParams({
          collection_id: settings.collectionId,
          email: bill.email,
          name: bill.name,
          amount: String(bill.amountSen),
          description: bill.description.slice(0, 200),
          callback_url: bill.callbackUrl,
          redirect_url: bill.redirectUrl,
          reference_1_label: 'Order',
          reference_1: bill.reference1,
        }),
      });
      return { billId: answer.id, url: answer.url, raw: answer };
    },

    getBill,

    /**
     * `DELETE /api/v3/bills/{id}`. Billplz refuses to delete a paid bill (and one deleted before);
     * any refusal is settled by reading the bill: paid, deleted already, or still due (a failure).
     */
    async deleteBill(billId): Promise<ClosedBill> {
      let deleted = false;
      try {
        deleted = (await send(`/api/v3/bills/${encodeURIComponent(billId)}`, { method: 'DELETE' })).ok;
      } catch (cause) {
        throw Object.assign(paymentServiceNotAnswering(), { cause });
      }
      if (deleted) return { deleted: true };
      const bill = await getBill(billId);
      if (bill.paid) return { deleted: false, bill };
      if (bill.state === 'deleted') return { deleted: true };
      throw paymentServiceNotAnswering();
    },
  };
}
