/** What the server registers: the module's routes. */
export { overtimeRulesRoutes } from './routes';
