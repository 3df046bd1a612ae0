import { z } from 'zod';
import { pageEnvelope } from '../shared/api-envelope';
import {
  announcementAudiences,
  announcementAuthorRoles,
  announcementStates,
  announcementStatuses,
} from './announcement-form';

/** An image with its caption; URLs are signed and expire like activity images. */
export const announcementImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  description: z.string().nullable(),
});
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;

const centreRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** Parents it reached (its recipients once delivery started) and how many of them opened it. */
export const announcementReachSchema = z.object({
  reached: z.number().int(),
  opened: z.number().int(),
});
export type AnnouncementReach = z.infer<typeof announcementReachSchema>;

/** One announcement as admins and heads of centre see it (list rows and the page alike). */
export const announcementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  status: z.enum(announcementStatuses),
  /** How it reads: the status, or ENDED once a published one's end date has passed (`announcementStateOf`). */
  state: z.enum(announcementStates),
  audience: z.enum(announcementAudiences),
  /** The chosen centres, by name (empty for ALL_CENTRES). */
  centres: z.array(centreRefSchema),
  /** Children's ages in whole years; empty for every child. */
  years: z.array(z.number().int()),
  pinned: z.boolean(),
  /** ISO instants: when it is due (scheduled) and when it went out. */
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Last Kuala Lumpur day it shows (`yyyy-MM-dd`), null for no end. */
  endDate: z.string().nullable(),
  images: z.array(announcementImageSchema),
  author: z.object({ name: z.string(), role: z.enum(announcementAuthorRoles) }),
  /** The head of centre's centre for theirs; null for an admin's. */
  centre: centreRefSchema.nullable(),
  reach: announcementReachSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

// Pure: keeps zod's call out of a page's first chunk when only the type is read (decision 026).
export const announcementPageSchema = /* @__PURE__ */ pageEnvelope(announcementSchema);

/** One announcement as teachers and parents read it. */
export const announcementNoticeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  endDate: z.string().nullable(),
  images: z.array(announcementImageSchema),
  author: z.object({ name: z.string(), role: z.enum(announcementAuthorRoles) }),
  /** The head of centre's centre for theirs; null for the organisation's. */
  centre: centreRefSchema.nullable(),
});
export type AnnouncementNotice = z.infer<typeof announcementNoticeSchema>;

/** A parent's: with whether they have opened it (`openedAt` null = unread). */
export const parentAnnouncementSchema = announcementNoticeSchema.extend({
  unread: z.boolean(),
  openedAt: z.string().nullable(),
});
export type ParentAnnouncement = z.infer<typeof parentAnnouncementSchema>;

export const parentAnnouncementPageSchema = /* @__PURE__ */ pageEnvelope(parentAnnouncementSchema);

/** `GET /parent/announcements/unread-count`. */
export const unreadAnnouncementsSchema = z.object({ count: z.number().int() });
export type UnreadAnnouncements = z.infer<typeof unreadAnnouncementsSchema>;

/** A centre the picker offers. */
export const announcementCentreSchema = centreRefSchema;
export type AnnouncementCentre = z.infer<typeof announcementCentreSchema>;
