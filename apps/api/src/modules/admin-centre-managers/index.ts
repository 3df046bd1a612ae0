/** What the server registers: the module's routes. */
export { adminCentreManagersRoutes } from './routes';
