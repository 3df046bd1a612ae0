/** What the server registers (routes, the alert job) and what check-ins and clock entries call after a change. */
export { ratioAlertHandler } from './alert-job';
export { ratioAlertJob } from './alert-queue';
export { ratiosRoutes } from './routes';
export { createRatioUpkeep, type RatioUpkeep } from './upkeep';
