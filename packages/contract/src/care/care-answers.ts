import { z } from 'zod';
import { medicationDoseSchema } from '../medication/medication-answers';
import { careDetailsSchema, careEntryKinds } from './care-entry';

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** A note's photo behind signed links (an hour), as check-in photos are served. */
export const carePhotoSchema = z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() });
export type CarePhoto = z.infer<typeof carePhotoSchema>;

/** `POST /center/care/photos`: the uploaded photo's id, for a note's `photoIds`. */
export const uploadedCarePhotoSchema = z.object({ id: z.uuid() });
export type UploadedCarePhoto = z.infer<typeof uploadedCarePhotoSchema>;

/** One care entry as its current version says it. Instants are ISO strings. */
export const careEntrySchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  /** The group entry it was recorded with (undo takes the whole group back). */
  groupId: z.uuid(),
  details: careDetailsSchema,
  /** Where it sits on the timeline: a nap's start, a toilet's time, otherwise when it was captured. */
  occurredAt: z.string(),
  /** When the current version was recorded, and by whom (a teacher or head of centre). */
  recordedAt: z.string(),
  recordedBy: personSchema,
  /** True when a correction made the current version; the earlier ones are kept. */
  corrected: z.boolean(),
  /** 1 for the first version. */
  version: z.number().int(),
  /** A reminder the parent marked done, when; null for anything else or not yet. */
  doneAt: z.string().nullable(),
  /** A note's photos; empty for other kinds. */
  photos: z.array(carePhotoSchema),
});
export type CareEntry = z.infer<typeof careEntrySchema>;

/** A check-in or check-out of the day, from the check-in records. */
export const careCheckInSchema = z.object({
  status: z.enum(['CHECKIN', 'CHECKOUT']),
  time: z.string(),
  /** None on a check-out the head of centre recorded afterwards. */
  temperature: z.number().nullable(),
  recordedBy: z.string().nullable(),
  /** The photo taken at the door behind signed links; none on a check-out recorded afterwards. */
  photo: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
});
export type CareCheckIn = z.infer<typeof careCheckInSchema>;

/**
 * `GET …/children/{childId}/care?date=`: a child's Kuala Lumpur day. `checkIns` and `entries` each
 * in time order (the page merges them); withdrawn (undone) entries are left out.
 */
export const careTimelineSchema = z.object({
  childId: z.uuid(),
  childName: z.string(),
  /** `yyyy-MM-dd`, Kuala Lumpur. */
  day: z.string(),
  checkIns: z.array(careCheckInSchema),
  entries: z.array(careEntrySchema),
  /** Medicine doses recorded that day, given or not (decision 126), by their time. */
  doses: z.array(medicationDoseSchema),
});
export type CareTimeline = z.infer<typeof careTimelineSchema>;

/** `POST /center/care` (201): the entries made, one per child, sharing `groupId`. */
export const recordedCareGroupSchema = z.object({
  groupId: z.uuid(),
  entries: z.array(z.object({ id: z.uuid(), childId: z.uuid() })),
  /** Until when the recorder may undo it. */
  undoUntil: z.string(),
  /** True when this `clientRequestId` was recorded before: nothing new was made. */
  replayed: z.boolean(),
});
export type RecordedCareGroup = z.infer<typeof recordedCareGroupSchema>;

/** `POST /center/care/groups/{groupId}/undo`: the entries withdrawn. */
export const undoneCareGroupSchema = z.object({ entryIds: z.array(z.uuid()) });
export type UndoneCareGroup = z.infer<typeof undoneCareGroupSchema>;

/** One version of an entry: who, when and why (null for the first; 'undone' codes as `undone`). */
export const careVersionSchema = z.object({
  version: z.number().int(),
  details: careDetailsSchema,
  recordedAt: z.string(),
  recordedBy: personSchema,
  reason: z.string().nullable(),
  /** True for the version an undo made: the entry is withdrawn. */
  withdrawn: z.boolean(),
});
export type CareVersion = z.infer<typeof careVersionSchema>;

/** `GET /center/care/entries/{entryId}/versions`: oldest first. */
export const careVersionsSchema = z.array(careVersionSchema);

/** `GET /center/care?date=`: each child of the centre with entries that day, for the check-in list. */
export const centreCareDaySchema = z.object({
  day: z.string(),
  children: z.array(
    z.object({
      childId: z.uuid(),
      entries: z.number().int(),
      /** Reminders the parent has not marked done. */
      openReminders: z.number().int(),
      lastEntry: z.object({ kind: z.enum(careEntryKinds), occurredAt: z.string() }).nullable(),
    }),
  ),
});
export type CentreCareDay = z.infer<typeof centreCareDaySchema>;

/** `PUT /parent/care/reminders/{entryId}/done`. */
export const careReminderDoneSchema = z.object({ doneAt: z.string() });
