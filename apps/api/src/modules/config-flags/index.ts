/** What other modules may use: whether a global feature switch is on. The server registers the routes. */
export { configFlagsRoutes } from './routes';
export { isFeatureEnabled } from './service';
