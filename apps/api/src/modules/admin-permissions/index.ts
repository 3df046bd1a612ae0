/** What the server registers: the module's routes. */
export { adminPermissionsRoutes } from './routes';
