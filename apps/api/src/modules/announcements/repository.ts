import type { AnnouncementState, AnnouncementStatus, AnnouncementStatusFilter } from '@cic/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { centreNamed } from '../../db/named-records';
import { type PageRequest, readPage } from '../../db/read-page';
import { returnedRow } from '../../db/returned-row';
import {
  admins,
  announcementCentres,
  announcementImages,
  announcementRecipients,
  announcements,
  centres,
  children,
  familyMembers,
  managers,
} from '../../db/schema/index';
import { anyColumnContains } from '../../db/search-pattern';
import { childInAudience } from './audience-repository';

export type AnnouncementValues = {
  title: string;
  body: string;
  audience: 'ALL_CENTRES' | 'CENTRES';
  years: number[];
  pinned: boolean;
  endDate: string | null;
};

export type NewAnnouncement = AnnouncementValues & {
  authorAdminId: string | null;
  authorManagerId: string | null;
  centreId: string | null;
};

export const announcementColumns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  status: announcements.status,
  audience: announcements.audience,
  years: announcements.years,
  pinned: announcements.pinned,
  publishAt: announcements.publishAt,
  publishedAt: announcements.publishedAt,
  endDate: announcements.endDate,
  centreId: announcements.centreId,
  centreName: centres.name,
  authorAdminEmail: admins.email,
  authorManagerName: managers.name,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

/** An announcement with its author's and centre's names (the columns above). */
export type AnnouncementRow = {
  id: string;
  title: string;
  body: string;
  status: AnnouncementStatus;
  audience: 'ALL_CENTRES' | 'CENTRES';
  years: number[];
  pinned: boolean;
  publishAt: Date | null;
  publishedAt: Date | null;
  endDate: string | null;
  centreId: string | null;
  centreName: string | null;
  authorAdminEmail: string | null;
  authorManagerName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Which announcements a manager of them sees: an admin all, a head of centre their centre's own. */
export type Scope = { centreId: string | null };

const inScope = (scope: Scope): SQL | undefined =>
  scope.centreId === null ? undefined : eq(announcements.centreId, scope.centreId);

/**
 * Announcements that read as `state` on the Kuala Lumpur day `today`, as `announcementStateOf`
 * says: a published one is ENDED once its end date has passed, and PUBLISHED until then.
 */
function inState(state: AnnouncementState, today: string): SQL | undefined {
  const published = eq(announcements.status, 'PUBLISHED');
  if (state === 'ENDED') return and(published, lt(announcements.endDate, today));
  if (state === 'PUBLISHED')
    return and(published, or(isNull(announcements.endDate), gte(announcements.endDate, today)));
  return eq(announcements.status, state);
}

/**
 * Joins an announcements select (`$dynamic()`) to its author and centre, whose names
 * `announcementColumns` reads: the managers' list and every reader's.
 */
export const withAuthorAndCentre = <Query extends PgSelect>(query: Query) =>
  query
    .leftJoin(admins, eq(admins.id, announcements.authorAdminId))
    .leftJoin(managers, eq(managers.id, announcements.authorManagerId))
    .leftJoin(centres, eq(centres.id, announcements.centreId));

/** Announcements with their author's and centre's names, to narrow and order. */
export const selectAnnouncements = (db: Db) =>
  withAuthorAndCentre(db.select(announcementColumns).from(announcements).$dynamic());

export function createAnnouncementsRepository(db: Db) {
  const select = () => selectAnnouncements(db);

  async function replaceCentres(id: string, centreIds: readonly string[]) {
    await db.delete(announcementCentres).where(eq(announcementCentres.announcementId, id));
    if (centreIds.length > 0) {
      await db
        .insert(announcementCentres)
        .values([...new Set(centreIds)].map((centreId) => ({ announcementId: id, centreId })));
    }
  }

  return {
    async row(id: string, scope: Scope): Promise<AnnouncementRow | undefined> {
      const [row] = await select().where(and(eq(announcements.id, id), inScope(scope)));
      return row as AnnouncementRow | undefined;
    },

    /** A page of the scope's announcements in a state on `today`, newest first (by publication, schedule, then writing). */
    async page(scope: Scope, state: AnnouncementStatusFilter, today: string, page: PageRequest) {
      const where = and(inScope(scope), state === 'ALL' ? undefined : inState(state, today));
      const { rows, total } = await readPage(
        select()
          .where(where)
          .orderBy(
            desc(
              sql`coalesce(${announcements.publishedAt}, ${announcements.publishAt}, ${announcements.createdAt})`,
            ),
            desc(announcements.id),
          ),
        db.select({ total: count() }).from(announcements).where(where),
        page,
      );
      return { rows: rows as AnnouncementRow[], total };
    },

    /** Rows by id, for readers, in the order asked. */
    async rows(ids: readonly string[]): Promise<AnnouncementRow[]> {
      if (ids.length === 0) return [];
      const rows = (await select().where(inArray(announcements.id, [...ids]))) as AnnouncementRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async insert(values: NewAnnouncement, centreIds: readonly string[]) {
      const row = returnedRow(
        await db.insert(announcements).values(values).returning({ id: announcements.id }),
        'announcement insert',
      );
      await replaceCentres(row.id, centreIds);
      return row.id;
    },

    /** Changes a draft or scheduled one; false when it is neither (any more). */
    async update(id: string, values: AnnouncementValues, centreIds: readonly string[]) {
      const rows = await db
        .update(announcements)
        .set(values)
        .where(and(eq(announcements.id, id), inArray(announcements.status, ['DRAFT', 'SCHEDULED'])))
        .returning({ id: announcements.id });
      if (rows.length === 0) return false;
      await replaceCentres(id, centreIds);
      return true;
    },

    /** Moves it from one of `from` to `to`; false when it was in none of them. */
    async move(
      id: string,
      from: readonly AnnouncementStatus[],
      to: { status: AnnouncementStatus; publishAt?: Date | null; publishedAt?: Date | null },
    ) {
      const rows = await db
        .update(announcements)
        .set(to)
        .where(and(eq(announcements.id, id), inArray(announcements.status, [...from])))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    /** Scheduled ones whose time has come become published, at their own time; their ids. */
    async publishDue(now: Date) {
      const rows = await db
        .update(announcements)
        .set({ status: 'PUBLISHED', publishedAt: sql`${announcements.publishAt}` })
        .where(and(eq(announcements.status, 'SCHEDULED'), lte(announcements.publishAt, now)))
        .returning({ id: announcements.id });
      return rows.map((row) => row.id);
    },

    /** Published ones whose delivery was not queued, published before `before` (a lost follow-up). */
    async undelivered(before: Date) {
      const rows = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(
          and(
            eq(announcements.status, 'PUBLISHED'),
            isNull(announcements.deliveryQueuedAt),
            lte(announcements.publishedAt, before),
          ),
        );
      return rows.map((row) => row.id);
    },

    async markDeliveryQueued(id: string, at: Date) {
      await db.update(announcements).set({ deliveryQueuedAt: at }).where(eq(announcements.id, id));
    },

    /**
     * Lists the parents of the audience's children once each, set-based, numbering them into
     * batches of `batchSize` in parent order; a parent listed before keeps their batch. Answers
     * the batch numbers.
     */
    async listRecipients(id: string, today: string, batchSize: number) {
      await db.execute(sql`
        insert into ${announcementRecipients} (announcement_id, parent_id, batch)
        select ${id}::uuid, audience.parent_id, ((row_number() over (order by audience.parent_id)) - 1) / ${batchSize}
        from (
          select distinct ${familyMembers.parentId} as parent_id
          from ${announcements}
          join ${children} on ${childInAudience(today)}
          join ${familyMembers} on ${familyMembers.familyId} = ${children.familyId}
          where ${announcements.id} = ${id}
        ) as audience
        on conflict (announcement_id, parent_id) do update set batch = excluded.batch
          where ${announcementRecipients.batch} is null
      `);
      const rows = await db
        .selectDistinct({ batch: announcementRecipients.batch })
        .from(announcementRecipients)
        .where(
          and(
            eq(announcementRecipients.announcementId, id),
            sql`${announcementRecipients.batch} is not null`,
          ),
        )
        .orderBy(asc(announcementRecipients.batch));
      return rows.map((row) => row.batch as number);
    },

    async batchParentIds(id: string, batch: number) {
      const rows = await db
        .select({ parentId: announcementRecipients.parentId })
        .from(announcementRecipients)
        .where(and(eq(announcementRecipients.announcementId, id), eq(announcementRecipients.batch, batch)));
      return rows.map((row) => row.parentId);
    },

    /** Parents reached and how many of them opened it, per announcement. */
    async reachOf(ids: readonly string[]) {
      const reach = new Map<string, { reached: number; opened: number }>();
      if (ids.length === 0) return reach;
      const rows = await db
        .select({
          id: announcementRecipients.announcementId,
          reached: count(),
          opened: count(announcementRecipients.openedAt),
        })
        .from(announcementRecipients)
        .where(inArray(announcementRecipients.announcementId, [...ids]))
        .groupBy(announcementRecipients.announcementId);
      for (const row of rows) reach.set(row.id, { reached: row.reached, opened: row.opened });
      return reach;
    },

    async centresOf(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ announcementId: announcementCentres.announcementId, id: centres.id, name: centres.name })
        .from(announcementCentres)
        .innerJoin(centres, eq(centres.id, announcementCentres.centreId))
        .where(inArray(announcementCentres.announcementId, [...ids]))
        .orderBy(asc(centres.name));
    },

    /** Which of `ids` name centres. */
    async knownCentreIds(ids: readonly string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: centres.id })
        .from(centres)
        .where(inArray(centres.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    searchCentres(search: string, limit: number) {
      return db
        .select(centreNamed)
        .from(centres)
        .where(search === '' ? undefined : anyColumnContains(search, [centres.name]))
        .orderBy(asc(centres.name))
        .limit(limit);
    },

    async imagesOf(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(announcementImages)
        .where(inArray(announcementImages.announcementId, [...ids]))
        .orderBy(asc(announcementImages.sortOrder), asc(announcementImages.createdAt));
    },

    async addImage(image: {
      announcementId: string;
      photoKey: string;
      thumbnailKey: string;
      description: string | null;
      sortOrder: number;
    }) {
      await db.insert(announcementImages).values(image);
    },

    async image(announcementId: string, imageId: string) {
      const [row] = await db
        .select()
        .from(announcementImages)
        .where(
          and(eq(announcementImages.id, imageId), eq(announcementImages.announcementId, announcementId)),
        );
      return row;
    },

    async setImageDescription(imageId: string, description: string | null) {
      await db.update(announcementImages).set({ description }).where(eq(announcementImages.id, imageId));
    },

    async deleteImage(imageId: string) {
      await db.delete(announcementImages).where(eq(announcementImages.id, imageId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
