import { z } from 'zod';
import { message } from '../messages/message-key';
import { pageEnvelope } from '../shared/api-envelope';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { activityStatuses, activityVisibilities, centreTypes } from '../shared/enums';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';
import { idParams } from '../shared/path-ids';
import { activityMessages } from './activity-form';

/** `/center/activities/{id}`, `/parent/activities/{id}`, `/admin/activity/{id}/…`. */
export const activityIdParams = idParams(activityMessages.notFound);

/** An image with its caption; URLs are signed and expire like check-in photos. */
export const activityImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  description: z.string().nullable(),
});
export type ActivityImage = z.infer<typeof activityImageSchema>;

/** One activity as its centre's teachers and the admins see it. */
export const activitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  years: z.array(z.number().int()),
  /** Kuala Lumpur day `yyyy-MM-dd`. */
  activityDate: z.string(),
  status: z.enum(activityStatuses),
  visibility: z.enum(activityVisibilities),
  images: z.array(activityImageSchema),
  manager: z.object({ name: z.string() }),
  managerName: z.string(),
  /** ISO instants. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** What a save answers: the web reads `data.id`. */
export const activitySavedSchema = z.object({ id: z.uuid(), status: z.enum(activityStatuses) });

/** `GET /admin/activity/center?date`: counts are of activities dated in `date`'s month. */
export const activityMonthQuerySchema = z.object({ date: calendarDateSchema.optional() });

export const centreActivitySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(centreTypes),
  totalActivities: z.number().int(),
  /** The names of the teachers who wrote them, alphabetical. */
  managers: z.array(z.string()),
});
export type CentreActivitySummary = z.infer<typeof centreActivitySummarySchema>;

export const activityStatusFilters = ['ALL', ...activityStatuses] as const;
export type ActivityStatusFilter = (typeof activityStatusFilters)[number];

/** `GET /admin/activity/center/{centerId}?date&status` (status in any case, default all). */
export const centreActivityQuerySchema = activityMonthQuerySchema.extend({
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase() : value),
      z.enum(activityStatusFilters, { message: message('activities.statusFilter') }),
    )
    .default('ALL'),
});

export const centreActivityViewSchema = z.object({
  center: z.object({ id: z.uuid(), name: z.string(), type: z.enum(centreTypes) }),
  metrics: z.object({ totalActivities: z.number().int(), managers: z.array(z.string()) }),
  /** Activities of the month per status, for the sub-tabs' counts. */
  counts: z.object({
    ALL: z.number().int(),
    PUBLISHED: z.number().int(),
    DRAFT: z.number().int(),
    ARCHIVED: z.number().int(),
  }),
  activities: z.array(activitySchema),
});
export type CentreActivityView = z.infer<typeof centreActivityViewSchema>;

/** `GET /admin/activity/center/{centerId}/calendar?date`: every day of the month, published posts dated on it. */
export const activityCalendarSchema = z.array(z.object({ date: z.string(), count: z.number().int() }));
export type ActivityCalendar = z.infer<typeof activityCalendarSchema>;

/** One post of a parent's feed. */
export const parentActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  years: z.array(z.number().int()),
  activityDate: z.string(),
  center: z.object({ id: z.uuid(), name: z.string() }),
  managerName: z.string(),
  images: z.array(activityImageSchema),
  publishedAt: z.string().nullable(),
});
export type ParentActivity = z.infer<typeof parentActivitySchema>;

/** `GET /parent/activities?page&limit` (default 10): newest activity date first. */
export const parentActivityQuerySchema = z.object({ page: pageNumberSchema, limit: pageLimitSchema(10) });
// Pure: the web never reads it, and keeping the call would pull zod into its first chunk (decision 026).
export const parentActivityPageSchema = /* @__PURE__ */ pageEnvelope(parentActivitySchema);
