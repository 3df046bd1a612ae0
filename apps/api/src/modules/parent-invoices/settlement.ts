import { kualaLumpurDay } from '@cic/contract';
import type { Db } from '../../db/client';
import { receiveCredit } from '../family-credits';
import { addLockedPayment, createOvertimeInvoicesRepository, owed } from '../overtime-invoices';
import type { PaidOrder } from '../payments';
import { createParentInvoicesRepository } from './repository';

/**
 * What a settled order did to its invoice: the receipt e-mail's ids (`paymentId` null when none of
 * the money went to the invoice: then `creditEntryId` names the receipt), what was kept as credit,
 * and whether the invoice is now settled (its other open bills are then closed).
 */
export type InvoiceSettled = {
  invoiceId: string;
  paymentId: string | null;
  creditEntryId: string | null;
  keptAsCreditSen: number;
  settled: boolean;
};

/**
 * What a paid order means for the overtime invoice it pays (decisions 072, 088). Called by the
 * payments module inside the transaction that settles the order, after it locked the order and its
 * payment, so a repeated or reordered callback never gets here twice; the unique `order_payment_id`
 * is the database's own guard. The invoice row is locked, then the money recorded as an ONLINE
 * payment up to the balance; money beyond it (an admin recorded cash meanwhile, voided the invoice,
 * or a second bill was paid) becomes the family's credit at the invoice's centre. It never throws
 * for that: the callback must not fail for money already taken.
 */
export async function settleInvoiceOrder(tx: Db, paid: PaidOrder): Promise<InvoiceSettled | null> {
  const invoiceId = await createParentInvoicesRepository(tx).invoiceOfOrder(paid.orderId);
  if (!invoiceId) return null;
  const invoices = createOvertimeInvoicesRepository(tx);
  const invoice = await invoices.lockInvoice(invoiceId);
  if (!invoice) return null;
  const balanceSen = owed.has(invoice.status) ? invoice.totalSen - invoice.paidSen : 0;
  const appliedSen = Math.min(balanceSen, paid.amountSen);
  const surplusSen = paid.amountSen - appliedSen;
  const day = kualaLumpurDay(paid.paidAt);
  const audit = (action: string, details: Record<string, unknown>) =>
    invoices.audit({
      actorType: 'system',
      action,
      entityType: 'overtime-invoice',
      entityId: invoiceId,
      details: { orderId: paid.orderId, billId: paid.billId, ...details },
    });

  let paymentId: string | null = null;
  let status = invoice.status;
  if (appliedSen > 0) {
    const added = await addLockedPayment(invoices, invoiceId, invoice, {
      method: 'ONLINE',
      reference: paid.billId,
      paidOn: day,
      amountSen: appliedSen,
      orderPaymentId: paid.orderPaymentId,
    });
    await audit('overtime-invoice.payment', {
      method: 'ONLINE',
      amountSen: appliedSen,
      paidOn: day,
      from: invoice.status,
      to: added.status,
    });
    paymentId = added.paymentId;
    status = added.status;
  }
  let creditEntryId: string | null = null;
  if (surplusSen > 0) {
    // An invoice without a family cannot be paid online (decision 072); were it ever, the surplus
    // stays on the audit row alone, as before this decision, for an admin to refund by hand.
    if (invoice.familyId) {
      const credit = await receiveCredit(tx, {
        familyId: invoice.familyId,
        centreId: invoice.centreId,
        invoiceId,
        orderPaymentId: paid.orderPaymentId,
        billId: paid.billId,
        day,
        amountSen: surplusSen,
      });
      creditEntryId = credit.entryId;
      await invoices.updateInvoice(invoiceId, { keptAsCreditSen: invoice.keptAsCreditSen + surplusSen });
    }
    await audit('overtime-invoice.overpayment', {
      paidSen: paid.amountSen,
      appliedSen,
      overpaidSen: surplusSen,
      keptAsCredit: creditEntryId !== null,
      invoiceStatus: invoice.status,
    });
  }
  return {
    invoiceId,
    paymentId,
    creditEntryId,
    keptAsCreditSen: creditEntryId ? surplusSen : 0,
    settled: status === 'PAID' || status === 'VOID',
  };
}
