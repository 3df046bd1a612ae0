/** What the server registers: the module's routes. */
export { adminAuthRoutes } from './routes';
