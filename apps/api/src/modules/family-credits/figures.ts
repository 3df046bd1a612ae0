import type { Db } from '../../db/client';
import { createFamilyCreditsRepository } from './repository';

/** The credit an invoice's detail and an order's result show: read-only. */
export function invoiceCreditFigures(db: Db) {
  const repository = createFamilyCreditsRepository(db);
  return {
    keptOfInvoice: repository.keptOfInvoice,
    accountOf: repository.accountOf,
    keptOfOrder: repository.keptOfOrder,
  };
}
