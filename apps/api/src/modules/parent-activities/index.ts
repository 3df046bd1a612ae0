/** What the server registers: the module's routes. */
export { parentActivitiesRoutes } from './routes';
