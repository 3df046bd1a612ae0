import { z } from 'zod';
import { collectedBySchema } from '../parent/pickup-persons';
import { checkInStatuses } from '../shared/enums';

/** One arrival or departure as parents and teachers see it. */
export const checkInEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(checkInStatuses),
  /** Signed, short-lived URL of the photo; null for a check-out recorded afterwards (no photo). */
  imgUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The instant (ISO 8601, UTC); shown in Kuala Lumpur time. */
  time: z.string(),
  /** Null for a check-out recorded afterwards: nobody measured it. */
  temperature: z.number().nullable(),
  note: z.string().nullable(),
  recordedBy: z.string(),
  /** At or above the fever threshold when it was recorded. */
  fever: z.boolean(),
  /** Who collected the child (check-outs that named one). */
  collectedBy: collectedBySchema.nullable(),
  /** A missed check-out the head of centre (`recordedBy`) recorded afterwards (decision 095). */
  recordedAfterwards: z.boolean(),
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
