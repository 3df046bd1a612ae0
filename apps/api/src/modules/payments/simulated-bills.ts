import type { SimulatedBills } from '../../adapters/payment-simulator';
import type { Db } from '../../db/client';
import { createPaymentsRepository } from './repository';

/** The simulator's bills are the payment rows it opened. */
export function simulatedBills(db: Db): SimulatedBills {
  const repository = createPaymentsRepository(db);
  return { find: (billId) => repository.paymentOfBill(billId) };
}
