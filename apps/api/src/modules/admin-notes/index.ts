/** What the server registers: the module's routes. */
export { adminNotesRoutes } from './routes';
