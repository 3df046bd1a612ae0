/** What other modules may use: what a settled order does to its registrations (payments calls it). */
export { createRegistrationFulfilment, type RegistrationFulfilment } from './fulfilment';
