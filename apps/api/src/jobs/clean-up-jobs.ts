import type { AppContext } from '../app-context';
import { deleteOrphanPhotos } from './orphan-photos';
import { createPurgeRepository } from './purge-repository';
import type { JobQueue } from './queue';
import { cleanUp } from './retention';

export const cleanUpJobNames = {
  expiredRecords: 'purge-expired-records',
  unfinishedUploads: 'sweep-unfinished-uploads',
  orphanPhotos: 'purge-orphan-photos',
} as const;

/** The scheduled clean-ups; each is idempotent, so a retry after a failure simply runs it again. */
export function registerCleanUpJobs(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createPurgeRepository(ctx.db);

  queue.registerJob(
    cleanUpJobNames.expiredRecords,
    async () => {
      const now = ctx.clock();
      const pendingBefore = new Date(now.getTime() - cleanUp.pendingUploadAgeMs);
      return {
        sessions: await repository.deleteExpiredSessions(now),
        devices: await repository.deleteExpiredDevices(now),
        signInCodes: await repository.deleteSpentSignInCodes(now),
        rateLimits: await repository.deleteSpentRateLimits(now),
        notificationDeliveries: await repository.deleteOldNotificationDeliveries(
          new Date(now.getTime() - cleanUp.notificationDeliveryAgeMs),
        ),
        pendingAttachments: await repository.deletePendingAttachments(pendingBefore),
        pendingCarePhotos: await repository.deletePendingCarePhotos(pendingBefore),
        pendingLabelPhotos: await repository.deletePendingLabelPhotos(pendingBefore),
      };
    },
    cleanUp.expiredRecordsSchedule,
  );

  queue.registerJob(
    cleanUpJobNames.unfinishedUploads,
    async () => {
      const before = new Date(ctx.clock().getTime() - cleanUp.unfinishedUploadAgeMs);
      return { files: await ctx.storage.sweepUnfinishedWrites(before) };
    },
    cleanUp.unfinishedUploadsSchedule,
  );

  queue.registerJob(
    cleanUpJobNames.orphanPhotos,
    async () => {
      const before = new Date(ctx.clock().getTime() - cleanUp.orphanPhotoGraceMs);
      return { photos: await deleteOrphanPhotos(ctx.storage, repository, cleanUp.photoFolders, before) };
    },
    cleanUp.orphanPhotosSchedule,
  );
}
