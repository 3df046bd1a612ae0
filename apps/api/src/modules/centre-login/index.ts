/** What the server registers: the module's routes. */
export { centreLoginRoutes } from './routes';
