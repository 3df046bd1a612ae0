/** What other modules may use: the routes. */
export { overtimeInvoicesRoutes } from './routes';
