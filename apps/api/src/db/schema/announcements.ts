import { announcementAudiences, announcementStatuses } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { centres } from './centres';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import { parents } from './parents';
import { managers } from './staff';

/**
 * A message to parents (issue 30), written by an admin (`authorAdminId`) or by a head of centre
 * for their own centre (`authorManagerId`, `centreId`). The audience is every centre or the rows
 * of `announcement_centres`, narrowed to children of `years` (ages in whole years) when any.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: announcementStatuses }).notNull().default('DRAFT'),
    audience: text('audience', { enum: announcementAudiences }).notNull(),
    years: integer('years').array().notNull().default(sql`'{}'::integer[]`),
    pinned: boolean('pinned').notNull().default(false),
    /** When a scheduled one is due. */
    publishAt: instantColumn('publish_at'),
    publishedAt: instantColumn('published_at'),
    /** The last Kuala Lumpur day it shows; null for no end. */
    endDate: date('end_date', { mode: 'string' }),
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    authorManagerId: uuid('author_manager_id').references(() => managers.id, { onDelete: 'restrict' }),
    /** The head of centre's centre: only they (and admins) manage it. Null for an admin's. */
    centreId: uuid('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
    /** Set once its recipients are listed and their batches queued: the delivery sweep skips it then. */
    deliveryQueuedAt: instantColumn('delivery_queued_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('announcements_status', sql`${table.status} IN ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED')`),
    check('announcements_audience', sql`${table.audience} IN ('ALL_CENTRES', 'CENTRES')`),
    check(
      'announcements_one_author',
      sql`num_nonnulls(${table.authorAdminId}, ${table.authorManagerId}) = 1`,
    ),
    check(
      'announcements_years_range',
      sql`${table.years} <@ ARRAY[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]`,
    ),
    check(
      'announcements_scheduled_has_time',
      sql`${table.status} <> 'SCHEDULED' OR ${table.publishAt} IS NOT NULL`,
    ),
    index('announcements_status_published_at_idx').on(table.status, table.publishedAt),
    index('announcements_centre_id_idx').on(table.centreId),
    index('announcements_due_idx').on(table.publishAt).where(sql`${table.status} = 'SCHEDULED'`),
  ],
);

/** The chosen centres of a CENTRES announcement. */
export const announcementCentres = pgTable(
  'announcement_centres',
  {
    announcementId: requiredReference('announcement_id', () => announcements.id, 'cascade'),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
  },
  (table) => [
    primaryKey({ name: 'announcement_centres_pkey', columns: [table.announcementId, table.centreId] }),
    index('announcement_centres_centre_id_idx').on(table.centreId),
  ],
);

/** Up to 5 images, stored as activity images are (the limit is the service's). */
export const announcementImages = pgTable(
  'announcement_images',
  {
    id: idColumn(),
    announcementId: requiredReference('announcement_id', () => announcements.id, 'cascade'),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('announcement_images_announcement_id_idx').on(table.announcementId, table.sortOrder)],
);

/**
 * The parents an announcement reached: listed at publication from its audience (`batch` numbers
 * the delivery job that tells them), or when a parent who joined later opens it (`batch` null).
 * `openedAt` is their first reading.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: requiredReference('announcement_id', () => announcements.id, 'cascade'),
    parentId: requiredReference('parent_id', () => parents.id, 'cascade'),
    batch: integer('batch'),
    openedAt: instantColumn('opened_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'announcement_recipients_pkey', columns: [table.announcementId, table.parentId] }),
    index('announcement_recipients_batch_idx').on(table.announcementId, table.batch),
    index('announcement_recipients_parent_id_idx').on(table.parentId),
  ],
);
