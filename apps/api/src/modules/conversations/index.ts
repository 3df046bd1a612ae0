/** What the server registers. */
export { conversationsRoutes } from './routes';
