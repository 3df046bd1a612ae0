/** What the server registers: the module's routes. */
export { adminUsersRoutes } from './routes';
