/** What the server registers: the module's routes. */
export { staffAuthRoutes } from './routes';
