import { makeThumbnail } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { thumbnailKeyOf } from '../../shared/stored-photos';
import { createCentreCheckInsRepository } from './repository';

/**
 * A check-in is stored with its photo as its thumbnail (every reader shows the photo until then);
 * this job makes the 320 px thumbnail off the request (decision 044).
 */
export const checkInThumbnailJob = 'check-in-thumbnail';
export type CheckInThumbnailData = { checkInId: string };

/** Queues the thumbnail of a record just written; without it the record keeps showing its photo. */
export function queueCheckInThumbnail(jobs: FollowUpJobs, log: FollowUpLog, checkInId: string) {
  const data: CheckInThumbnailData = { checkInId };
  return queueFollowUp(jobs, log, checkInThumbnailJob, data, 'the check-in thumbnail');
}

/**
 * The job's work, idempotent: a record that already has its thumbnail (or is gone) is left alone;
 * a retry after the file was written writes the same key again.
 */
export function checkInThumbnailHandler(ctx: Pick<AppContext, 'db' | 'storage'>) {
  const repository = createCentreCheckInsRepository(ctx.db);
  return async ({ checkInId }: CheckInThumbnailData) => {
    const photoKey = await repository.photoAwaitingThumbnail(checkInId);
    if (!photoKey) return { made: false };
    const photo = await ctx.storage.get(photoKey);
    if (!photo) return { made: false };
    const thumbnailKey = thumbnailKeyOf(photoKey);
    await ctx.storage.put(thumbnailKey, await makeThumbnail(photo.bytes), 'image/jpeg');
    // A record deleted meanwhile leaves the file to the orphan-photo job.
    return { made: await repository.setThumbnail(checkInId, photoKey, thumbnailKey) };
  };
}
