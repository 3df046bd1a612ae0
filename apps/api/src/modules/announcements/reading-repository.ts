import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PageRequest, readPage } from '../../db/read-page';
import { announcementRecipients, announcements, children, familyMembers } from '../../db/schema/index';
import { childInAudience, reachesCentre, showingOn } from './audience-repository';
import {
  type AnnouncementRow,
  announcementColumns,
  selectAnnouncements,
  withAuthorAndCentre,
} from './repository';

/** Showing today and in the audience of one of the parent's children (the audience rule). */
const visibleToParent = (parentId: string, today: string) =>
  and(
    showingOn(today),
    sql`exists (
      select 1 from ${children}
      join ${familyMembers} on ${familyMembers.familyId} = ${children.familyId}
      where ${familyMembers.parentId} = ${parentId} and ${childInAudience(today)}
    )`,
  );

const newestPinnedFirst = [
  desc(announcements.pinned),
  desc(announcements.publishedAt),
  desc(announcements.id),
];

/** What teachers and parents read: published, not ended, meant for them. */
export function createAnnouncementReadingRepository(db: Db) {
  const withOpened = (parentId: string) =>
    withAuthorAndCentre(
      db
        .select({ ...announcementColumns, openedAt: announcementRecipients.openedAt })
        .from(announcements)
        .$dynamic(),
    ).leftJoin(
      announcementRecipients,
      and(
        eq(announcementRecipients.announcementId, announcements.id),
        eq(announcementRecipients.parentId, parentId),
      ),
    );

  return {
    async ofCentre(centreId: string, today: string, id?: string) {
      const rows = await selectAnnouncements(db)
        .where(
          and(
            showingOn(today),
            reachesCentre(centreId),
            id === undefined ? undefined : eq(announcements.id, id),
          ),
        )
        .orderBy(...newestPinnedFirst);
      return rows as AnnouncementRow[];
    },

    async parentPage(parentId: string, today: string, page: PageRequest) {
      const where = visibleToParent(parentId, today);
      const { rows, total } = await readPage(
        withOpened(parentId)
          .where(where)
          .orderBy(...newestPinnedFirst),
        db.select({ total: count() }).from(announcements).where(where),
        page,
      );
      return { rows: rows as (AnnouncementRow & { openedAt: Date | null })[], total };
    },

    async parentOne(parentId: string, today: string, id: string) {
      const [row] = await withOpened(parentId).where(
        and(eq(announcements.id, id), visibleToParent(parentId, today)),
      );
      return row as (AnnouncementRow & { openedAt: Date | null }) | undefined;
    },

    async unreadCount(parentId: string, today: string) {
      const [row] = await db
        .select({ count: count() })
        .from(announcements)
        .where(
          and(
            visibleToParent(parentId, today),
            sql`not exists (
              select 1 from ${announcementRecipients}
              where ${announcementRecipients.announcementId} = ${announcements.id}
                and ${announcementRecipients.parentId} = ${parentId}
                and ${announcementRecipients.openedAt} is not null
            )`,
          ),
        );
      return row?.count ?? 0;
    },

    /** The first reading counts; a parent who joined the audience later is listed as reached then. */
    async markOpened(announcementId: string, parentId: string, at: Date) {
      const [row] = await db
        .insert(announcementRecipients)
        .values({ announcementId, parentId, openedAt: at })
        .onConflictDoUpdate({
          target: [announcementRecipients.announcementId, announcementRecipients.parentId],
          set: { openedAt: sql`coalesce(${announcementRecipients.openedAt}, excluded.opened_at)` },
        })
        .returning({ openedAt: announcementRecipients.openedAt });
      return row?.openedAt ?? at;
    },
  };
}
