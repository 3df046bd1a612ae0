import { allocateOldestFirst, kualaLumpurDay } from '@cic/contract';
import type { Db } from '../../db/client';
import { receiveCredit } from '../family-credits';
import { addLockedPayment, createOvertimeInvoicesRepository, owed } from '../overtime-invoices';
import type { PaidOrder } from '../payments';
import { createParentInvoicesRepository } from './repository';

/**
 * What a settled order did to one invoice it pays: the receipt e-mail's ids (`paymentId` null when
 * none of the money went to the invoice: then `creditEntryId` names the receipt), what was kept as
 * credit with it, and whether the invoice is now settled (its other open bills are then closed).
 */
export type InvoiceSettled = {
  invoiceId: string;
  paymentId: string | null;
  creditEntryId: string | null;
  keptAsCreditSen: number;
  settled: boolean;
};

/**
 * What a paid order means for the invoices it pays (decisions 072, 088; one bill for several,
 * decision 098). Called by the payments module inside the transaction that settles the order,
 * after it locked the order and its payment, so a repeated or reordered callback never gets here
 * twice; the unique (gateway payment, invoice) is the database's own guard. The invoices are
 * locked in id order (two bills over the same invoices never wait on each other in a circle),
 * then the money is allocated to what each owes now, oldest due date first
 * (`allocateOldestFirst`), each share an ONLINE payment; what is left (an admin recorded cash
 * meanwhile, voided one, or a second bill was paid) becomes the family's credit at the centre,
 * kept with the invoice due last. It never throws for that: the callback must not fail for money
 * already taken.
 */
export async function settleInvoiceOrder(tx: Db, paid: PaidOrder): Promise<InvoiceSettled[]> {
  const invoiceIds = [...(await createParentInvoicesRepository(tx).invoicesOfOrder(paid.orderId))].sort();
  if (invoiceIds.length === 0) return [];
  const invoices = createOvertimeInvoicesRepository(tx);
  const locked: { id: string; invoice: NonNullable<Awaited<ReturnType<typeof invoices.lockInvoice>>> }[] = [];
  for (const id of invoiceIds) {
    const invoice = await invoices.lockInvoice(id);
    if (invoice) locked.push({ id, invoice });
  }
  // What is left is kept with the invoice due last, as the allocation would have reached it last.
  const last = [...locked]
    .sort((a, b) =>
      (a.invoice.dueDate ?? '') === (b.invoice.dueDate ?? '')
        ? (a.invoice.number ?? '').localeCompare(b.invoice.number ?? '')
        : (a.invoice.dueDate ?? '') < (b.invoice.dueDate ?? '')
          ? -1
          : 1,
    )
    .at(-1);
  if (!last) return [];
  const day = kualaLumpurDay(paid.paidAt);
  const audit = (invoiceId: string, action: string, details: Record<string, unknown>) =>
    invoices.audit({
      actorType: 'system',
      action,
      entityType: 'overtime-invoice',
      entityId: invoiceId,
      details: { orderId: paid.orderId, billId: paid.billId, ...details },
    });
  const { allocations, leftoverSen } = allocateOldestFirst(
    paid.amountSen,
    locked.map(({ id, invoice }) => ({
      invoiceId: id,
      number: invoice.number ?? '',
      dueDate: invoice.dueDate ?? '',
      owedSen: owed.has(invoice.status) ? invoice.totalSen - invoice.paidSen : 0,
    })),
  );

  const results = new Map<string, InvoiceSettled>(
    locked.map(({ id, invoice }) => [
      id,
      {
        invoiceId: id,
        paymentId: null,
        creditEntryId: null,
        keptAsCreditSen: 0,
        settled: !owed.has(invoice.status),
      },
    ]),
  );
  for (const { invoiceId, amountSen } of allocations) {
    const invoice = locked.find((each) => each.id === invoiceId)?.invoice;
    if (!invoice) continue;
    const added = await addLockedPayment(invoices, invoiceId, invoice, {
      method: 'ONLINE',
      reference: paid.billId,
      paidOn: day,
      amountSen,
      orderPaymentId: paid.orderPaymentId,
    });
    await audit(invoiceId, 'overtime-invoice.payment', {
      method: 'ONLINE',
      amountSen,
      paidOn: day,
      from: invoice.status,
      to: added.status,
    });
    results.set(invoiceId, {
      invoiceId,
      paymentId: added.paymentId,
      creditEntryId: null,
      keptAsCreditSen: 0,
      settled: added.status === 'PAID',
    });
  }
  if (leftoverSen > 0) {
    const keeper = last.invoice;
    let creditEntryId: string | null = null;
    // An invoice without a family cannot be paid online (decision 072); were it ever, the surplus
    // stays on the audit row alone, as before this decision, for an admin to refund by hand.
    if (keeper.familyId) {
      const credit = await receiveCredit(tx, {
        familyId: keeper.familyId,
        centreId: keeper.centreId,
        invoiceId: last.id,
        orderPaymentId: paid.orderPaymentId,
        billId: paid.billId,
        day,
        amountSen: leftoverSen,
      });
      creditEntryId = credit.entryId;
      await invoices.updateInvoice(last.id, { keptAsCreditSen: keeper.keptAsCreditSen + leftoverSen });
    }
    await audit(last.id, 'overtime-invoice.overpayment', {
      paidSen: paid.amountSen,
      appliedSen: paid.amountSen - leftoverSen,
      overpaidSen: leftoverSen,
      keptAsCredit: creditEntryId !== null,
      invoiceStatus: keeper.status,
    });
    const result = results.get(last.id);
    if (result)
      results.set(last.id, { ...result, creditEntryId, keptAsCreditSen: creditEntryId ? leftoverSen : 0 });
  }
  return [...results.values()];
}
