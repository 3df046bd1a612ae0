import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { createRegistrationFulfilment } from '../registrations';
import { createPaymentsRepository } from './repository';

/** Orders expired per transaction, so one run never holds many locks for long. */
export const orderExpiryBatchSize = 200;

/**
 * Marks PENDING orders past their `expires_at` EXPIRED (their pending payments too) and fails
 * their registrations, batch by batch. Idempotent: an expired order is no longer PENDING. An order
 * with a flagged payment (money taken) is never expired; an admin settles it.
 */
export function createOrderExpiry(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const fulfilment = createRegistrationFulfilment();

  return async function expireLapsedOrders(): Promise<{ orders: number }> {
    let expired = 0;
    for (;;) {
      const batch = await inTransaction(ctx.db, createPaymentsRepository, async (repository, tx) => {
        const orderIds = await repository.lockLapsedOrders(ctx.clock(), orderExpiryBatchSize);
        await repository.expireOrders(orderIds);
        await fulfilment.orderFailed(tx, ...orderIds);
        return orderIds.length;
      });
      expired += batch;
      if (batch < orderExpiryBatchSize) return { orders: expired };
    }
  };
}
