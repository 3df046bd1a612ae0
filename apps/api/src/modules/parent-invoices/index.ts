/**
 * What other modules may use: the routes, what a paid order does to its invoice (payments calls it
 * inside its transaction; the receipt is queued after the commit), and the invoice an order pays
 * (the payment-complete page's poll).
 */
export { parentInvoicesRoutes } from './routes';
export { invoiceOfOrder } from './service';
export { type InvoiceSettled, paysInvoice, settleInvoiceOrder } from './settlement';
