/** Clean-up schedules (cron, Kuala Lumpur time) and how long things are kept; decision record 025. */
export const cleanUp = {
  /** Expired sessions, used or expired sign-in codes, ended rate-limit windows: hourly at :17. */
  expiredRecordsSchedule: '17 * * * *',
  /**
   * Notification dedupe keys outlive their job: its last retry comes minutes after the event, and
   * pg-boss keeps the job itself 7 days. Purged with the expired records.
   */
  notificationDeliveryAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** Files left by interrupted uploads: hourly at :37. */
  unfinishedUploadsSchedule: '37 * * * *',
  /** An unfinished upload is swept once it is this old; the longest upload takes seconds. */
  unfinishedUploadAgeMs: 60 * 60 * 1000,
  /** Photos no row points to: daily at 03:30, when the centres are closed. */
  orphanPhotosSchedule: '30 3 * * *',
  /**
   * A photo is stored before its row is written, so a new photo is never an orphan until this
   * grace period has passed.
   */
  orphanPhotoGraceMs: 24 * 60 * 60 * 1000,
  /**
   * An upload never used (a message attachment never sent, a care note's photo no note names):
   * its row is purged with the expired records once this old, and its files then with the orphan
   * photos.
   */
  pendingUploadAgeMs: 24 * 60 * 60 * 1000,
  /** The storage folders that hold files named by rows (check-ins, activity and announcement images, pick-up persons, message attachments, demo placeholders). */
  photoFolders: [
    'check-ins/',
    'activities/',
    'pickup-persons/',
    'announcements/',
    'messages/',
    'care/',
    'medication/',
    'demo/',
  ],
} as const;
