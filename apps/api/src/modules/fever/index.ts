/** What the server registers: the fever threshold and today's flagged check-ins. */
export { feverRoutes } from './routes';
