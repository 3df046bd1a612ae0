import { confirmationMailHandler, confirmationMailJob } from './confirmation-mail';

/**
 * What other modules may use: what a settled order does to its registrations (handed to payments
 * as `registrationOrders`; an admin's settlement calls the fulfilment itself, then
 * `sendConfirmationMails` after the commit), the routes, and the confirmation e-mail job, and the
 * order numbers (an invoice's online payment numbers its order alike).
 */
export { sendConfirmationMails } from './confirmation-mail';
export { createRegistrationFulfilment, type OrderFulfilled, type RegistrationFulfilment } from './fulfilment';
export { newSubmissionNumbers } from './registration-number';
export { registrationOrders } from './registration-orders';
export { registrationsRoutes } from './routes';
export const registrationJobs = { confirmationMail: confirmationMailJob, confirmationMailHandler };
