import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { createBillplzClient } from './billplz-client';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentSimulator, type SimulatedBills } from './payment-simulator';

/** Billplz when `PAYMENT_GATEWAY=billplz`, otherwise the built-in simulator. */
export function createPaymentGateway(
  config: Pick<AppConfig, 'env' | 'payments'>,
  bills: SimulatedBills,
  clock: () => Date,
): PaymentGateway {
  if (config.payments.gateway === 'simulator') return createPaymentSimulator(config, bills, clock);
  const { apiKey, collectionId, baseUrl } = config.payments.billplz;
  if (!apiKey || !collectionId) {
    throw new ConfigError('PAYMENT_GATEWAY=billplz needs BILLPLZ_API_KEY and BILLPLZ_COLLECTION_ID');
  }
  return createBillplzClient({ apiKey, collectionId, baseUrl });
}
