/** What the server registers: the module's routes. */
export { centreActivationRoutes } from './routes';
