/** What the server registers: the module's routes. */
export { adminActivitiesRoutes } from './routes';
