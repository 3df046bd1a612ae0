/** What other modules may use: the centre lookup of the admin check-in pages. The server registers the routes. */
export { createAdminCheckInsRepository } from './repository';
export { adminCheckInsRoutes } from './routes';
