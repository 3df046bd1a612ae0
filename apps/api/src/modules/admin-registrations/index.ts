/** What the server registers: the module's routes. */
export { adminRegistrationsRoutes } from './routes';
