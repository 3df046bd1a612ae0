/** What the server registers: the module's routes. */
export { familiesRoutes } from './routes';
