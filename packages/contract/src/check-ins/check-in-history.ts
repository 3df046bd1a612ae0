import { z } from 'zod';
import { collectedBySchema } from '../parent/pickup-persons';
import { checkInStatuses } from '../shared/enums';

/** One arrival or departure as parents and teachers see it. */
export const checkInEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(checkInStatuses),
  /** Signed, short-lived URL of the photo. */
  imgUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The instant (ISO 8601, UTC); shown in Kuala Lumpur time. */
  time: z.string(),
  temperature: z.number(),
  note: z.string().nullable(),
  recordedBy: z.string(),
  /** At or above the fever threshold when it was recorded. */
  fever: z.boolean(),
  /** Who collected the child (check-outs that named one). */
  collectedBy: collectedBySchema.nullable(),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

/** One Kuala Lumpur day of a child's history. */
export const checkInDaySchema = z.object({
  CHECKIN: checkInEntrySchema.optional(),
  CHECKOUT: checkInEntrySchema.optional(),
});

/** History keyed by Kuala Lumpur date `yyyy-MM-dd`, newest first; `page`/`limit` count days. */
export const checkInHistorySchema = z.record(z.string(), checkInDaySchema);
export type CheckInHistory = z.infer<typeof checkInHistorySchema>;
