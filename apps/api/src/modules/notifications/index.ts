/**
 * What the server registers: the module's routes and jobs; what check-ins call after recording one;
 * what other notices (invoices, decision 073) send through: `deliver` and the recipients.
 */

export {
  type DeliveryDeps,
  deliver,
  type Message as NotificationMessage,
  recipientsOfFamilies,
  recipientsOfParents,
  type StaffRecipient,
  withStaffDevices,
} from './deliveries';
export {
  checkInNotificationHandler,
  checkInNotificationJob,
  queueCheckInNotification,
  testNotificationHandler,
  testNotificationJob,
} from './notification-jobs';
export type { Recipient } from './repository';
export { notificationsRoutes } from './routes';
export { staffNotificationsRoutes } from './staff-routes';
