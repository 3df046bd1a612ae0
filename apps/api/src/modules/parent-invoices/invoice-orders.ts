import { type OrderInvoice, orderInvoiceSchema } from '@cic/contract';
import type { Db } from '../../db/client';
import { invoiceCreditFigures } from '../family-credits';
import { queueReceiptNotice } from '../invoice-documents';
import { createBillClosing, type OrderKind } from '../payments';
import { createParentInvoicesRepository } from './repository';
import { settleInvoiceOrder } from './settlement';

/**
 * The invoices an order pays, oldest due first, as the payment-complete page shows them: paid, or
 * what is left; one voided since is left out. Empty for any other order.
 */
async function invoicesOfOrder(db: Db, orderId: string): Promise<OrderInvoice[]> {
  const repository = createParentInvoicesRepository(db);
  const states = await repository.invoiceStates(await repository.invoicesOfOrder(orderId));
  return states.flatMap((invoice) => {
    const status = orderInvoiceSchema.shape.status.safeParse(invoice.status);
    if (invoice.number === null || !status.success) return [];
    const balanceSen = status.data === 'PAID' ? 0 : invoice.totalSen - invoice.paidSen;
    return [{ id: invoice.id, number: invoice.number, status: status.data, balanceSen }];
  });
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
    invoices: await invoicesOfOrder(db, orderId),
    keptAsCreditSen: await invoiceCreditFigures(db).keptOfOrder(orderId),
  }),
};
