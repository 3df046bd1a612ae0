/** What the server registers: the module's routes. */
export { eInvoiceBuyersRoutes } from './routes';
