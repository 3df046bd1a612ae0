/**
 * What other modules may use: the routes, and what an order for an invoice's balance does to the
 * invoice (handed to payments as `invoiceOrders`: settled inside the payment's transaction, the
 * receipt queued after the commit, the invoices shown on the payment-complete page).
 */
export { invoiceOrders } from './invoice-orders';
export { parentInvoicesRoutes } from './routes';
