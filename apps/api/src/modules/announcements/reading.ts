import {
  type AnnouncementNotice,
  announcementMessages,
  kualaLumpurDay,
  type PageMeta,
  type ParentAnnouncement,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createAnnouncementReadingRepository } from './reading-repository';
import { type AnnouncementRow, createAnnouncementsRepository } from './repository';
import { createAnnouncementViews } from './views';

const notFound = () => new AppError('NOT_FOUND', announcementMessages.notFound);

/** Teachers read their centre's announcements; parents theirs, marked read when opened. */
export function createAnnouncementReading(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createAnnouncementReadingRepository(ctx.db);
  const views = createAnnouncementViews(ctx, createAnnouncementsRepository(ctx.db));
  const today = () => kualaLumpurDay(ctx.clock());

  async function forParent(
    rows: (AnnouncementRow & { openedAt: Date | null })[],
  ): Promise<ParentAnnouncement[]> {
    const notices = await views.notices(rows);
    return notices.map((notice, index) => {
      const openedAt = rows[index]?.openedAt ?? null;
      return { ...notice, unread: openedAt === null, openedAt: openedAt?.toISOString() ?? null };
    });
  }

  return {
    async ofCentre(centreId: string): Promise<AnnouncementNotice[]> {
      return views.notices(await repository.ofCentre(centreId, today()));
    },

    async oneOfCentre(centreId: string, id: string): Promise<AnnouncementNotice> {
      const [notice] = await views.notices(await repository.ofCentre(centreId, today(), id));
      if (!notice) throw notFound();
      return notice;
    },

    async parentPage(parentId: string, page: { page: number; limit: number }) {
      const { rows, total } = await repository.parentPage(parentId, today(), page);
      const meta: PageMeta = { ...page, total };
      return { data: await forParent(rows), meta };
    },

    /** Outside the parent's audience, ended or archived: 404 as for a missing one. */
    async parentOne(parentId: string, id: string): Promise<ParentAnnouncement> {
      const row = await repository.parentOne(parentId, today(), id);
      if (!row) throw notFound();
      const openedAt = await repository.markOpened(id, parentId, ctx.clock());
      const [answer] = await forParent([{ ...row, openedAt }]);
      if (!answer) throw notFound();
      return answer;
    },

    unreadCount: async (parentId: string) => ({ count: await repository.unreadCount(parentId, today()) }),
  };
}
