import type { Db } from '../../db/client';
import { addLockedPayment, createOvertimeInvoicesRepository } from '../overtime-invoices';
import { createFamilyCreditsRepository } from './repository';

type LockedInvoice = { totalSen: number; paidSen: number; creditAppliedSen: number };
type LockedAccount = { id: string; balanceSen: number };

/**
 * Pays `amountSen` of an invoice from its family's credit at its centre, both locked by the caller
 * (invoice first, then account): a CREDIT payment on the invoice and the APPLIED entry that takes
 * it off the account. `adminId` is null when the month's invoices were issued on schedule.
 */
export async function payFromCredit(
  tx: Db,
  invoiceId: string,
  invoice: LockedInvoice,
  account: LockedAccount,
  payment: { amountSen: number; day: string; adminId: string | null },
) {
  const invoices = createOvertimeInvoicesRepository(tx);
  const added = await addLockedPayment(invoices, invoiceId, invoice, {
    method: 'CREDIT',
    reference: '',
    paidOn: payment.day,
    amountSen: payment.amountSen,
    recordedByAdminId: payment.adminId,
  });
  await invoices.updateInvoice(invoiceId, { creditAppliedSen: invoice.creditAppliedSen + payment.amountSen });
  const balanceAfterSen = account.balanceSen - payment.amountSen;
  const entryId = await createFamilyCreditsRepository(tx).addEntry({
    accountId: account.id,
    kind: 'APPLIED',
    amountSen: payment.amountSen,
    balanceAfterSen,
    day: payment.day,
    invoiceId,
    invoicePaymentId: added.paymentId,
    recordedByAdminId: payment.adminId,
  });
  return { paymentId: added.paymentId, status: added.status, entryId, balanceAfterSen };
}

/**
 * Uses the credit each family holds at a centre on the invoices just issued there (issue 41: a
 * referral's RM 25 or money kept from a payment is used on the next invoice), oldest due first,
 * up to each invoice's balance. Runs in the issuing transaction, which has the invoices locked;
 * each account is locked after them. Audited as the system's.
 */
export async function applyCreditToIssued(tx: Db, invoiceIds: readonly string[], day: string) {
  if (invoiceIds.length === 0) return 0;
  const invoices = createOvertimeInvoicesRepository(tx);
  const credits = createFamilyCreditsRepository(tx);
  let applied = 0;
  for (const row of await credits.creditFor(invoiceIds)) {
    const invoice = await invoices.lockInvoice(row.invoiceId);
    const account = await credits.lockAccount(row.accountId);
    if (!invoice || !account) continue;
    const amountSen = Math.min(account.balanceSen, invoice.totalSen - invoice.paidSen);
    if (amountSen <= 0) continue;
    const paid = await payFromCredit(tx, row.invoiceId, invoice, account, { amountSen, day, adminId: null });
    await credits.audit({
      actorType: 'system',
      action: 'family-credit.apply',
      entityType: 'family-credit',
      entityId: account.id,
      details: {
        entryId: paid.entryId,
        invoiceId: row.invoiceId,
        amountSen,
        balanceAfterSen: paid.balanceAfterSen,
      },
    });
    applied += 1;
  }
  return applied;
}
