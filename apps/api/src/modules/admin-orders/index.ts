/** What the server registers: the module's routes. */
export { adminOrdersRoutes } from './routes';
