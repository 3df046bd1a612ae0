/**
 * What the server registers: the routes of managers and readers, and the delivery's jobs (the
 * batch job's name also for the queue's tests).
 */
export { announcementBatchJob, registerAnnouncementJobs } from './delivery';
export { announcementReadingRoutes } from './reading-routes';
export { announcementsRoutes } from './routes';
