/** What the server registers: the module's routes and jobs; what check-ins call after recording one. */
export {
  checkInNotificationHandler,
  checkInNotificationJob,
  queueCheckInNotification,
  testNotificationHandler,
  testNotificationJob,
} from './notification-jobs';
export { notificationsRoutes } from './routes';
