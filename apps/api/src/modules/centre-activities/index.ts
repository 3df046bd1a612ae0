/** What the server registers: the module's routes. */
export { centreActivitiesRoutes } from './routes';
