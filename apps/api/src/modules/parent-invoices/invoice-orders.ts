import type { OrderInvoice } from '@cic/contract';
import type { Db } from '../../db/client';
import { invoiceCreditFigures } from '../family-credits';
import { queueReceiptNotice } from '../invoice-documents';
import { createBillClosing, type OrderKind } from '../payments';
import { createParentInvoicesRepository } from './repository';
import { settleInvoiceOrder } from './settlement';

/** The invoice an order pays, as the payment-complete page shows it; null for any other order. */
async function invoiceOfOrder(db: Db, orderId: string): Promise<OrderInvoice | null> {
  const repository = createParentInvoicesRepository(db);
  const invoiceId = await repository.invoiceOfOrder(orderId);
  const invoice = invoiceId ? await repository.invoiceState(invoiceId) : null;
  if (!invoice || invoice.number === null) return null;
  if (invoice.status !== 'ISSUED' && invoice.status !== 'PARTLY_PAID' && invoice.status !== 'PAID')
    return null;
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    balanceSen: invoice.status === 'PAID' ? 0 : invoice.totalSen - invoice.paidSen,
  };
}

/**
 * What an order for an invoice's balance means to the invoice, handed to payments (decisions 072,
 * 088): paid, the money settles the invoice (`settleInvoiceOrder`), and after the commit its
 * receipt is queued and, once settled, its other open bills are closed. Money taken after the
 * order stopped waiting is still received. A failed or lapsed order leaves the invoice as it was:
 * it is paid again from the invoice, for the balance owed by then, never by retrying the order.
 */
export const invoiceOrders: OrderKind = {
  async paid(tx, paid) {
    const settled = await settleInvoiceOrder(tx, paid);
    return async (ctx, log) => {
      for (const invoice of settled) {
        // The receipt of what reached the invoice; when all of it became credit, of the credit.
        const receiptId = invoice.paymentId ?? invoice.creditEntryId;
        if (receiptId)
          await queueReceiptNotice(ctx.jobs, log, { invoiceId: invoice.invoiceId, paymentId: receiptId });
        if (invoice.settled) await createBillClosing(ctx).closeInvoiceBills(invoice.invoiceId, log);
      }
    };
  },
  failed: async () => {},
  receivesLatePayment: true,
  shown: async (db, orderId) => ({
    invoice: await invoiceOfOrder(db, orderId),
    keptAsCreditSen: await invoiceCreditFigures(db).keptOfOrder(orderId),
  }),
};
