/** What the server registers: the routes of managers and readers, and the delivery jobs. */
export {
  type AnnouncementBatchData,
  type AnnouncementDeliveryData,
  announcementBatchJob,
  announcementDeliveryJob,
  announcementPublicationJob,
  announcementPublicationSchedule,
  batchRetry,
  createAnnouncementDelivery,
  parentsPerBatch,
} from './delivery';
export { announcementReadingRoutes } from './reading-routes';
export { announcementsRoutes } from './routes';
