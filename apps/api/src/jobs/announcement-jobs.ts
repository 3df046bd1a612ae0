import type { AppContext } from '../app-context';
import {
  type AnnouncementBatchData,
  type AnnouncementDeliveryData,
  announcementBatchJob,
  announcementDeliveryJob,
  announcementPublicationJob,
  announcementPublicationSchedule,
  batchRetry,
  createAnnouncementDelivery,
} from '../modules/announcements';
import type { JobQueue } from './queue';

/** Jobs of announcements (issue 30): publication when due, listing the parents, telling each batch. */
export function registerAnnouncementJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'db' | 'mailer' | 'push' | 'config' | 'clock'>,
) {
  const delivery = createAnnouncementDelivery({ ...ctx, jobs: queue });
  queue.registerJob(announcementPublicationJob, () => delivery.publishDue(), announcementPublicationSchedule);
  queue.registerJob<AnnouncementDeliveryData>(announcementDeliveryJob, ({ announcementId }) =>
    delivery.start(announcementId),
  );
  queue.registerJob<AnnouncementBatchData>(
    announcementBatchJob,
    (data) => delivery.sendBatch(data),
    undefined,
    batchRetry,
  );
}
