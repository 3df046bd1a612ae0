/** What the server registers. */
export { absencesRoutes } from './routes';
