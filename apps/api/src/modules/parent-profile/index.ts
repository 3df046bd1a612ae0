/** What the server registers: the module's routes. */
export { parentProfileRoutes } from './routes';
