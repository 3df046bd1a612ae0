/** What other modules may use: the centre lookup of the admin check-in pages. */
export { createAdminCheckInsRepository } from './repository';
