import {
  type Announcement,
  type AnnouncementImage,
  type AnnouncementNotice,
  announcementStateOf,
  kualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import type { AnnouncementRow, AnnouncementsRepository } from './repository';

const authorOf = (row: AnnouncementRow) =>
  row.authorManagerName !== null
    ? { name: row.authorManagerName, role: 'HEAD_OF_CENTRE' as const }
    : { name: row.authorAdminEmail ?? '', role: 'ADMIN' as const };

const centreOf = (row: AnnouncementRow) =>
  row.centreId !== null ? { id: row.centreId, name: row.centreName ?? '' } : null;

/** Rows as the API answers them: images behind signed links that expire (as activity images). */
export function createAnnouncementViews(
  ctx: Pick<AppContext, 'storage' | 'clock'>,
  repository: AnnouncementsRepository,
) {
  const links = createSignedUrlCache(ctx.storage);

  async function imagesOf(ids: string[]) {
    const images = new Map<string, AnnouncementImage[]>();
    const rows = await repository.imagesOf(ids);
    const urls = await links.urls(rows.flatMap((image) => [image.photoKey, image.thumbnailKey]));
    for (const row of rows) {
      const list = images.get(row.announcementId) ?? [];
      list.push({
        id: row.id,
        url: urls.get(row.photoKey) ?? '',
        thumbnailUrl: urls.get(row.thumbnailKey) ?? '',
        description: row.description,
      });
      images.set(row.announcementId, list);
    }
    return images;
  }

  return {
    /** For admins and heads of centre: with their state today, the chosen centres and the reach figures. */
    async managed(rows: AnnouncementRow[]): Promise<Announcement[]> {
      const ids = rows.map((row) => row.id);
      const today = kualaLumpurDay(ctx.clock());
      const [images, centreRows, reach] = await Promise.all([
        imagesOf(ids),
        repository.centresOf(ids),
        repository.reachOf(ids),
      ]);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        status: row.status,
        state: announcementStateOf(row, today),
        audience: row.audience,
        centres:
          row.audience === 'CENTRES'
            ? centreRows
                .filter((centre) => centre.announcementId === row.id)
                .map(({ id, name }) => ({ id, name }))
            : [],
        years: [...row.years].sort((a, b) => a - b),
        pinned: row.pinned,
        publishAt: row.publishAt?.toISOString() ?? null,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        endDate: row.endDate,
        images: images.get(row.id) ?? [],
        author: authorOf(row),
        centre: centreOf(row),
        reach: reach.get(row.id) ?? { reached: 0, opened: 0 },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** For teachers and parents: what it says, who sent it, its images. An admin's sender shows as the organisation. */
    async notices(rows: AnnouncementRow[]): Promise<AnnouncementNotice[]> {
      const images = await imagesOf(rows.map((row) => row.id));
      return rows.map((row) => {
        const author = authorOf(row);
        return {
          id: row.id,
          title: row.title,
          body: row.body,
          pinned: row.pinned,
          publishedAt: row.publishedAt?.toISOString() ?? '',
          endDate: row.endDate,
          images: images.get(row.id) ?? [],
          author: author.role === 'ADMIN' ? { name: '', role: author.role } : author,
          centre: centreOf(row),
        };
      });
    },
  };
}
