/** What the server registers, and the check-out's check of who collected a child. */
export { pickupPersonsRoutes } from './routes';
export { type CollectorRecord, resolveCollector } from './service';
