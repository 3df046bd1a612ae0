/** What the server registers: the module's routes. */
export { centreCheckInsRoutes } from './routes';
