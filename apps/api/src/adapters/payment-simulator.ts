import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway';

/**
 * The development gateway: a bill is a local page (`/payments/simulator/bills/{billId}`) whose Pay
 * and Fail buttons answer as Billplz would. The address is relative, so the page opens on whatever
 * host the browser is using.
 */
export function createPaymentSimulator(): PaymentGateway {
  return {
    name: 'simulator',
    async createBill() {
      const billId = `sim${randomBytes(9).toString('base64url')}`;
      return { billId, url: `/payments/simulator/bills/${billId}` };
    },
  };
}
