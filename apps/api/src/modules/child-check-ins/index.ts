/** What the server registers: the module's routes. */
export { childCheckInsRoutes } from './routes';
