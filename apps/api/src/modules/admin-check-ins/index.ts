/** What other modules may use: the centre lookup of the admin check-in pages. The server registers the routes. */

/** The centre-day list's SQL, for the bench's EXPLAIN against a PostgreSQL server. */
export { adminCheckInsSqlForExplain } from './attendance-counts-repository';
export { createAdminCheckInsRepository } from './repository';
export { adminCheckInsRoutes } from './routes';
