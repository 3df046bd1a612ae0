/** What the server registers: the module's routes. */
export { referralLeaderboardRoutes } from './routes';
