import { z } from 'zod';
import { message } from '../messages/message-key';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { idParams, pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';

/** Issue 30: as many images as an activity (spec 3 §9). */
export const maxAnnouncementImages = 5;
export const maxAnnouncementTitle = 150;
/** Plain text; the web turns web addresses into links when it shows it. */
export const maxAnnouncementBody = 5000;
/** Chosen centres beyond this are better sent to all centres. */
export const maxAnnouncementCentres = 1000;

export const announcementStatuses = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** How an announcement reads to its writers: its status, or ENDED once a published one's end date has passed. */
export const announcementStates = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ENDED', 'ARCHIVED'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

/**
 * ENDED for a published announcement whose end date (its last day shown) is before `today`, a
 * Kuala Lumpur day (decision 094): parents and teachers no longer see it. Otherwise its status.
 */
export function announcementStateOf(
  announcement: { status: AnnouncementStatus; endDate: string | null },
  today: string,
): AnnouncementState {
  const ended = announcement.endDate !== null && announcement.endDate < today;
  return announcement.status === 'PUBLISHED' && ended ? 'ENDED' : announcement.status;
}

/** ALL_CENTRES: every centre, now and later; CENTRES: the chosen ones. */
export const announcementAudiences = ['ALL_CENTRES', 'CENTRES'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

/** Who wrote it: an admin with the ANNOUNCEMENT module, or a head of centre for their centre. */
export const announcementAuthorRoles = ['ADMIN', 'HEAD_OF_CENTRE'] as const;
export type AnnouncementAuthorRole = (typeof announcementAuthorRoles)[number];

export const announcementMessages = {
  title: message('announcements.title'),
  body: message('announcements.body'),
  audience: message('announcements.audience'),
  centres: message('announcements.centres'),
  tooManyCentres: message('announcements.tooManyCentres', { max: maxAnnouncementCentres }),
  centreNotFound: message('announcements.centreNotFound'),
  years: message('announcements.years'),
  pinned: message('announcements.pinned'),
  endDate: message('announcements.endDate'),
  publishAt: message('announcements.publishAt'),
  endBeforePublish: message('announcements.endBeforePublish'),
  notFound: message('announcements.notFound'),
  imageNotFound: message('announcements.imageNotFound'),
  tooManyImages: message('announcements.tooManyImages', { max: maxAnnouncementImages }),
  notEditable: message('announcements.notEditable'),
  notPublishable: message('announcements.notPublishable'),
  alreadyArchived: message('announcements.alreadyArchived'),
  statusFilter: message('announcements.statusFilter'),
  emailSwitch: message('announcements.emailSwitch'),
} as const;

/** `/…/announcements/{id}` for every role. */
export const announcementIdParams = idParams(announcementMessages.notFound);
/** `/…/announcements/{id}/images/{imageId}`. */
export const announcementImageParams = z.object({
  id: pathId(announcementMessages.notFound),
  imageId: pathId(announcementMessages.imageNotFound),
});

const titleSchema = readableText(
  z
    .string({ message: announcementMessages.title })
    .trim()
    .min(1, announcementMessages.title)
    .max(maxAnnouncementTitle, message('common.atMostCharacters', { max: maxAnnouncementTitle })),
  { min: 1, message: announcementMessages.title },
);
const bodySchema = readableText(
  z
    .string({ message: announcementMessages.body })
    .trim()
    .min(1, announcementMessages.body)
    .max(maxAnnouncementBody, message('common.atMostCharacters', { max: maxAnnouncementBody })),
  { min: 1, message: announcementMessages.body },
);
/** A child's age in whole years on the day (as activities' years; the database keeps 0–18). */
const yearSchema = z
  .number({ message: announcementMessages.years })
  .int(announcementMessages.years)
  .min(0, announcementMessages.years)
  .max(18, announcementMessages.years);

/**
 * What a head of centre writes (their centre is the audience). `years` empty means every child;
 * `endDate` is the last Kuala Lumpur day it shows, null for no end.
 */
export const centreAnnouncementBodySchema = z.object({
  title: titleSchema,
  body: bodySchema,
  years: z
    .array(yearSchema, { message: announcementMessages.years })
    .max(19, announcementMessages.years)
    .refine((years) => new Set(years).size === years.length, announcementMessages.years)
    .default([]),
  pinned: z.boolean({ message: announcementMessages.pinned }).default(false),
  endDate: requiredCalendarDate(announcementMessages.endDate).nullable().default(null),
});
export type CentreAnnouncementBody = z.input<typeof centreAnnouncementBodySchema>;

/** What an admin writes: the same, with the audience. `centreIds` is read only for CENTRES. */
export const announcementBodySchema = centreAnnouncementBodySchema
  .extend({
    audience: z.enum(announcementAudiences, { message: announcementMessages.audience }),
    centreIds: z
      .array(z.uuid({ error: announcementMessages.centreNotFound }), {
        message: announcementMessages.centres,
      })
      .max(maxAnnouncementCentres, announcementMessages.tooManyCentres)
      .default([]),
  })
  .refine((body) => body.audience === 'ALL_CENTRES' || body.centreIds.length > 0, {
    message: announcementMessages.centres,
    path: ['centreIds'],
  });
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/**
 * `POST /…/announcements/{id}/publish`: no `publishAt` (or one not in the future) publishes now;
 * a later instant schedules it (a scheduled one may be scheduled again or published now).
 */
export const publishAnnouncementBodySchema = z.object({
  publishAt: z.iso.datetime({ offset: true, message: announcementMessages.publishAt }).optional(),
});
export type PublishAnnouncementBody = z.infer<typeof publishAnnouncementBodySchema>;

/** The list's filter: by state, so Published lists what reads Published and Ended what reads Ended. */
export const announcementStatusFilters = ['ALL', ...announcementStates] as const;
export type AnnouncementStatusFilter = (typeof announcementStatusFilters)[number];

/** `GET /admin/announcements?status&page&limit` (status in any case, default all; 20 a page). */
export const announcementListQuerySchema = z.object({
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase() : value),
      z.enum(announcementStatusFilters, { message: announcementMessages.statusFilter }),
    )
    .default('ALL'),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

/** `GET /parent/announcements?page&limit` (20 a page). */
export const parentAnnouncementQuerySchema = z.object({ page: pageNumberSchema, limit: pageLimitSchema(20) });

/** The multipart file field of an image upload (one file a request) and its optional caption field. */
export const announcementImageField = 'image';
export const announcementImageFieldsSchema = z.object({
  description: readableText(
    z
      .string()
      .trim()
      .max(500, message('common.atMostCharacters', { max: 500 })),
  ).optional(),
});

/** `PUT …/announcements/{id}/images/{imageId}`: a saved image's caption changed (empty takes it away). */
export const announcementImageCaptionSchema = announcementImageFieldsSchema;
export type AnnouncementImageCaption = z.infer<typeof announcementImageCaptionSchema>;

/** `PUT /parent/notifications/announcement-email`. */
export const announcementEmailBodySchema = z.object({
  announcementEmail: z.boolean({ message: announcementMessages.emailSwitch }),
});
export type AnnouncementEmailBody = z.infer<typeof announcementEmailBodySchema>;

/** `GET /admin/announcements/centres?search&limit`: the centre picker's matches by name (10 a call). */
export const announcementCentreQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, message('common.atMostCharacters', { max: 100 }))
    .default(''),
  limit: pageLimitSchema(10),
});
