import type { AppContext } from '../app-context';
import { checkInThumbnailHandler, checkInThumbnailJob } from '../modules/centre-check-ins';
import type { JobQueue } from './queue';

/** Jobs of check-ins: the thumbnail of a check-in photo, made off the request. */
export function registerCheckInJobs(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'storage'>) {
  queue.registerJob(checkInThumbnailJob, checkInThumbnailHandler(ctx));
}
