/** What the server registers: the module's routes. */
export { parentSignInRoutes } from './routes';
