import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import { activityStatusEnum, activityVisibilityEnum } from './enums';
import { managers } from './staff';

/** A teacher's activity post: draft or published, shown to parents by visibility. */
export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    /** The author (a soft-deleted manager keeps their posts). */
    managerId: requiredReference('manager_id', () => managers.id, 'restrict'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Kuala Lumpur calendar day of the activity. */
    activityDate: date('activity_date', { mode: 'string' }).notNull(),
    status: activityStatusEnum('status').notNull().default('DRAFT'),
    visibility: activityVisibilityEnum('visibility').notNull().default('ALL'),
    publishedAt: instantColumn('published_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('activities_centre_id_activity_date_idx').on(table.centreId, table.activityDate),
    index('activities_manager_id_idx').on(table.managerId),
    index('activities_status_idx').on(table.status),
  ],
);

/** Up to 5 images per activity (the limit is the service's), with captions. */
export const activityImages = pgTable(
  'activity_images',
  {
    id: idColumn(),
    activityId: requiredReference('activity_id', () => activities.id, 'cascade'),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('activity_images_activity_id_sort_order_idx').on(table.activityId, table.sortOrder)],
);

/** The ages ("years") an activity is for; with visibility YEAR only their parents see it. */
export const activityYears = pgTable(
  'activity_years',
  {
    activityId: requiredReference('activity_id', () => activities.id, 'cascade'),
    year: integer('year').notNull(),
  },
  (table) => [
    primaryKey({ name: 'activity_years_pkey', columns: [table.activityId, table.year] }),
    check('activity_years_year_range', sql`${table.year} BETWEEN 0 AND 18`),
  ],
);
