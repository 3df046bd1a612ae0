import { and, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  activityImages,
  announcementImages,
  carePhotos,
  centreDevices,
  checkIns,
  medicationPhotos,
  messageAttachments,
  notificationDeliveries,
  oneTimeCodes,
  pickupPersons,
  rateLimitBuckets,
  sessions,
} from '../db/schema/index';
import { thumbnailKeyOf } from '../shared/stored-photos';

/** Rows deleted per statement, so a long backlog never holds many row locks at once. */
const batchSize = 5000;

/** Deletes in batches until a batch comes back short; returns how many rows went. */
async function deleteInBatches(deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await deleteBatch()).length;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes, in batches, uploads made before `before` that nothing links to yet (every `links` null).
 * The outer condition repeats `links are null`: an upload linked while the delete waited for its row
 * lock is read again after the lock and kept.
 */
function deleteUnlinkedUploads(
  db: Db,
  table: typeof messageAttachments | typeof carePhotos | typeof medicationPhotos,
  links: AnyPgColumn[],
  before: Date,
) {
  const unlinked = () => and(...links.map((link) => isNull(link)));
  const pending = and(unlinked(), lte(table.createdAt, before));
  return deleteInBatches(() =>
    db
      .delete(table)
      .where(
        and(
          unlinked(),
          inArray(table.id, db.select({ id: table.id }).from(table).where(pending).limit(batchSize)),
        ),
      )
      .returning({ id: table.id }),
  );
}

/** The SQL of the clean-up jobs: rows nobody can use any more, and which stored photos rows still name. */
export function createPurgeRepository(db: Db) {
  return {
    /** Sessions past their expiry: their tokens are refused already. */
    deleteExpiredSessions(now: Date) {
      return deleteInBatches(() =>
        db
          .delete(sessions)
          .where(
            inArray(
              sessions.id,
              db
                .select({ id: sessions.id })
                .from(sessions)
                .where(lte(sessions.expiresAt, now))
                .limit(batchSize),
            ),
          )
          .returning({ id: sessions.id }),
      );
    },

    /** Device sessions past their expiry (decision 084): the device signs in with the centre password again. */
    deleteExpiredDevices(now: Date) {
      return deleteInBatches(() =>
        db
          .delete(centreDevices)
          .where(
            inArray(
              centreDevices.id,
              db
                .select({ id: centreDevices.id })
                .from(centreDevices)
                .where(lte(centreDevices.expiresAt, now))
                .limit(batchSize),
            ),
          )
          .returning({ id: centreDevices.id }),
      );
    },

    /** Sign-in codes already used or past their expiry: neither can sign anyone in again. */
    deleteSpentSignInCodes(now: Date) {
      return deleteInBatches(() =>
        db
          .delete(oneTimeCodes)
          .where(
            inArray(
              oneTimeCodes.id,
              db
                .select({ id: oneTimeCodes.id })
                .from(oneTimeCodes)
                .where(or(isNotNull(oneTimeCodes.consumedAt), lte(oneTimeCodes.expiresAt, now)))
                .limit(batchSize),
            ),
          )
          .returning({ id: oneTimeCodes.id }),
      );
    },

    /** Rate-limit windows that have ended: the next hit on such a key starts a new window anyway. */
    deleteSpentRateLimits(now: Date) {
      return deleteInBatches(() =>
        db
          .delete(rateLimitBuckets)
          .where(
            inArray(
              rateLimitBuckets.key,
              db
                .select({ key: rateLimitBuckets.key })
                .from(rateLimitBuckets)
                .where(lte(rateLimitBuckets.resetAt, now))
                .limit(batchSize),
            ),
          )
          .returning({ key: rateLimitBuckets.key }),
      );
    },

    /** Notification dedupe keys older than `before`: no retry of their job can come any more. */
    deleteOldNotificationDeliveries(before: Date) {
      return deleteInBatches(() =>
        db
          .delete(notificationDeliveries)
          .where(
            inArray(
              notificationDeliveries.dedupeKey,
              db
                .select({ key: notificationDeliveries.dedupeKey })
                .from(notificationDeliveries)
                .where(lte(notificationDeliveries.createdAt, before))
                .limit(batchSize),
            ),
          )
          .returning({ key: notificationDeliveries.dedupeKey }),
      );
    },

    /** Attachments uploaded before `before` and never sent: their files go with the orphan photos. */
    deletePendingAttachments(before: Date) {
      return deleteUnlinkedUploads(db, messageAttachments, [messageAttachments.messageId], before);
    },

    /** Care photos uploaded before `before` and named by no note nor report: their files go with the orphan photos. */
    deletePendingCarePhotos(before: Date) {
      return deleteUnlinkedUploads(db, carePhotos, [carePhotos.entryId, carePhotos.incidentId], before);
    },

    /** Medicine label photos uploaded before `before` and named by no authorisation. */
    deletePendingLabelPhotos(before: Date) {
      return deleteUnlinkedUploads(db, medicationPhotos, [medicationPhotos.authorisationId], before);
    },

    /**
     * Which of `keys` a row still points at. Every column holding a storage key belongs here: a key
     * missing from this list would have its file deleted as an orphan.
     */
    async referencedPhotoKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await union(
        db.select({ key: checkIns.photoKey }).from(checkIns).where(inArray(checkIns.photoKey, keys)),
        db.select({ key: checkIns.thumbnailKey }).from(checkIns).where(inArray(checkIns.thumbnailKey, keys)),
        db
          .select({ key: activityImages.photoKey })
          .from(activityImages)
          .where(inArray(activityImages.photoKey, keys)),
        db
          .select({ key: activityImages.thumbnailKey })
          .from(activityImages)
          .where(inArray(activityImages.thumbnailKey, keys)),
        db
          .select({ key: announcementImages.photoKey })
          .from(announcementImages)
          .where(inArray(announcementImages.photoKey, keys)),
        db
          .select({ key: announcementImages.thumbnailKey })
          .from(announcementImages)
          .where(inArray(announcementImages.thumbnailKey, keys)),
        db
          .select({ key: messageAttachments.fileKey })
          .from(messageAttachments)
          .where(inArray(messageAttachments.fileKey, keys)),
        db
          .select({ key: sql<string>`${messageAttachments.thumbnailKey}` })
          .from(messageAttachments)
          .where(inArray(messageAttachments.thumbnailKey, keys)),
        db.select({ key: carePhotos.photoKey }).from(carePhotos).where(inArray(carePhotos.photoKey, keys)),
        db
          .select({ key: carePhotos.thumbnailKey })
          .from(carePhotos)
          .where(inArray(carePhotos.thumbnailKey, keys)),
        db
          .select({ key: medicationPhotos.photoKey })
          .from(medicationPhotos)
          .where(inArray(medicationPhotos.photoKey, keys)),
        db
          .select({ key: medicationPhotos.thumbnailKey })
          .from(medicationPhotos)
          .where(inArray(medicationPhotos.thumbnailKey, keys)),
      );
      // A pick-up person's thumbnail is named after its photo (`<photo>-thumb.jpg`), not stored.
      const photosOfThumbnails = keys.flatMap((key) =>
        key.endsWith('-thumb.jpg') ? [key.replace(/-thumb\.jpg$/, '.jpg')] : [],
      );
      const people = await db
        .select({ key: pickupPersons.photoKey })
        .from(pickupPersons)
        .where(inArray(pickupPersons.photoKey, [...keys, ...photosOfThumbnails]));
      const referenced = new Set(rows.map((row) => row.key));
      for (const { key } of people) {
        if (!key) continue;
        referenced.add(key);
        referenced.add(thumbnailKeyOf(key));
      }
      return new Set(keys.filter((key) => referenced.has(key)));
    },
  };
}

export type PurgeRepository = ReturnType<typeof createPurgeRepository>;
