import type { Db } from '../../db/client';
import { createFamilyCreditsRepository } from './repository';

/** Money an online payment brought beyond what its invoice owed. */
export type ReceivedCredit = {
  familyId: string;
  centreId: string;
  /** The invoice the payment was for. */
  invoiceId: string;
  /** The gateway payment (`payments.id`) and its bill id. */
  orderPaymentId: string;
  billId: string;
  /** The Kuala Lumpur day the money arrived. */
  day: string;
  amountSen: number;
};

/**
 * Puts money received beyond an invoice's balance on the family's account at the invoice's centre
 * (decision 088). Called inside the transaction that settles the payment, after it locked the
 * order, the payment and the invoice: the account is locked last. The unique gateway payment on the
 * entry is the database's guard against receiving the same money twice.
 */
export async function receiveCredit(tx: Db, credit: ReceivedCredit) {
  const repository = createFamilyCreditsRepository(tx);
  const account = await repository.lockAccountOf(credit.familyId, credit.centreId);
  const entryId = await repository.addEntry({
    accountId: account.id,
    kind: 'RECEIVED',
    amountSen: credit.amountSen,
    balanceAfterSen: account.balanceSen + credit.amountSen,
    day: credit.day,
    invoiceId: credit.invoiceId,
    orderPaymentId: credit.orderPaymentId,
    reference: credit.billId,
  });
  await repository.audit({
    actorType: 'system',
    action: 'family-credit.received',
    entityType: 'family-credit',
    entityId: account.id,
    details: {
      entryId,
      invoiceId: credit.invoiceId,
      billId: credit.billId,
      amountSen: credit.amountSen,
      balanceAfterSen: account.balanceSen + credit.amountSen,
    },
  });
  return { accountId: account.id, entryId };
}
