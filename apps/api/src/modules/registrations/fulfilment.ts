import type { Db } from '../../db/client';
import { createFulfilmentRepository } from './fulfilment-repository';

/**
 * What a settled order means for the registrations it pays for. The payments module calls these
 * inside the transaction that records the payment, so both change together or not at all.
 */
export function createRegistrationFulfilment() {
  return {
    async orderPaid(tx: Db, orderId: string) {
      const repository = createFulfilmentRepository(tx);
      await repository.setStatus(await repository.registrationIdsOfOrder(orderId), 'COMPLETED');
    },

    async orderFailed(tx: Db, orderId: string) {
      const repository = createFulfilmentRepository(tx);
      await repository.setStatus(await repository.registrationIdsOfOrder(orderId), 'PAYMENT_FAILED');
    },
  };
}
export type RegistrationFulfilment = ReturnType<typeof createRegistrationFulfilment>;
