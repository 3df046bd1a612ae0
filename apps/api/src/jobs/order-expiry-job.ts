import type { AppContext } from '../app-context';
import { createOrderExpiry } from '../modules/payments';
import type { JobQueue } from './queue';

export const orderExpiryJobName = 'expire-unpaid-orders';
/** Every minute (Kuala Lumpur cron): an order lapses within a minute of its `expires_at`. */
export const orderExpirySchedule = '* * * * *';

/** Unpaid orders past `expires_at` become EXPIRED (see `createOrderExpiry`); idempotent, so retries are safe. */
export function registerOrderExpiryJob(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'paymentGateway' | 'orderKinds'>,
) {
  const expireLapsedOrders = createOrderExpiry(ctx);
  queue.registerJob(orderExpiryJobName, () => expireLapsedOrders(), orderExpirySchedule);
}
