import type { AppContext } from '../app-context';
import { centreDayFillHandler, centreDayFillJob, centreDayFillSchedule } from '../modules/admin-check-ins';
import { checkInThumbnailHandler, checkInThumbnailJob } from '../modules/centre-check-ins';
import type { JobQueue } from './queue';

/** Jobs of check-ins: the thumbnail of a check-in photo, made off the request; each day's kept counts. */
export function registerCheckInJobs(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  queue.registerJob(checkInThumbnailJob, checkInThumbnailHandler(ctx));
  queue.registerJob(centreDayFillJob, centreDayFillHandler(ctx), centreDayFillSchedule);
}
