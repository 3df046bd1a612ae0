import { kualaLumpurDay } from '@cic/contract';
import type { Db } from '../../db/client';
import { addLockedPayment, createOvertimeInvoicesRepository, owed } from '../overtime-invoices';
import { createParentInvoicesRepository } from './repository';

/** A gateway payment that just settled its order. */
export type SettledOrderPayment = {
  orderId: string;
  /** The gateway payment (`payments.id`). */
  orderPaymentId: string;
  billId: string;
  amountSen: number;
  paidAt: Date;
};

/** What a settled order put on an invoice: the receipt e-mail's ids. */
export type InvoiceSettled = { invoiceId: string; paymentId: string };

/**
 * What a paid order means for the overtime invoice it pays (decision 072). Called by the payments
 * module inside the transaction that settles the order, after it locked the order and its payment,
 * so a repeated or reordered callback never gets here twice; the unique `order_payment_id` is the
 * database's own guard. The invoice row is locked, then the money recorded as an ONLINE payment up
 * to the balance; money beyond it (an admin recorded cash meanwhile, or voided the invoice) is
 * audited as an overpayment for an admin to refund. It never throws for that: the callback must
 * not fail for money already taken.
 */
export async function settleInvoiceOrder(tx: Db, paid: SettledOrderPayment): Promise<InvoiceSettled | null> {
  const invoiceId = await createParentInvoicesRepository(tx).invoiceOfOrder(paid.orderId);
  if (!invoiceId) return null;
  const invoices = createOvertimeInvoicesRepository(tx);
  const invoice = await invoices.lockInvoice(invoiceId);
  if (!invoice) return null;
  const balanceSen = owed.has(invoice.status) ? invoice.totalSen - invoice.paidSen : 0;
  const appliedSen = Math.min(balanceSen, paid.amountSen);
  const overpaidSen = paid.amountSen - appliedSen;
  const audit = (action: string, details: Record<string, unknown>) =>
    invoices.audit({
      actorType: 'system',
      action,
      entityType: 'overtime-invoice',
      entityId: invoiceId,
      details: { orderId: paid.orderId, billId: paid.billId, ...details },
    });

  let settled: InvoiceSettled | null = null;
  if (appliedSen > 0) {
    const paidOn = kualaLumpurDay(paid.paidAt);
    const added = await addLockedPayment(invoices, invoiceId, invoice, {
      method: 'ONLINE',
      reference: paid.billId,
      paidOn,
      amountSen: appliedSen,
      orderPaymentId: paid.orderPaymentId,
    });
    await audit('overtime-invoice.payment', {
      method: 'ONLINE',
      amountSen: appliedSen,
      paidOn,
      from: invoice.status,
      to: added.status,
    });
    settled = { invoiceId, paymentId: added.paymentId };
  }
  if (overpaidSen > 0) {
    await audit('overtime-invoice.overpayment', {
      paidSen: paid.amountSen,
      appliedSen,
      overpaidSen,
      invoiceStatus: invoice.status,
    });
  }
  return settled;
}
