import { invoiceReceiptHandler, invoiceReceiptJob } from './receipt-mail';

/**
 * What other modules may use: the routes, what a paid order does to its invoice (payments calls it
 * inside its transaction, then `queueInvoiceReceipt` after the commit), the invoice an order pays
 * (the payment-complete page's poll), and the receipt e-mail job.
 */
export { queueInvoiceReceipt } from './receipt-mail';
export { parentInvoicesRoutes } from './routes';
export { invoiceOfOrder } from './service';
export { type InvoiceSettled, settleInvoiceOrder } from './settlement';
export const parentInvoiceJobs = {
  receiptMail: invoiceReceiptJob,
  receiptMailHandler: invoiceReceiptHandler,
};
