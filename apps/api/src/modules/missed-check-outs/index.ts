/** The head of centre's record of a check-out nobody made at the door (decision 095). */

export { missedCheckOutsRoutes } from './routes';
