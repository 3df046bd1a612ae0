import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway';

/**
 * The development gateway: a bill is a local page (`/payments/simulator/bills/{billId}`) whose Pay
 * and Fail buttons answer as Billplz would.
 */
export function createPaymentSimulator(publicUrl: string): PaymentGateway {
  return {
    name: 'simulator',
    async createBill() {
      const billId = `sim${randomBytes(9).toString('base64url')}`;
      return { billId, url: `${publicUrl}/payments/simulator/bills/${billId}` };
    },
  };
}
