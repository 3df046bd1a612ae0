import type { Activity, ActivityImage, ActivityStatus, ActivityVisibility } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { isFeatureEnabled } from '../config-flags';
import { createActivityPostsRepository } from './repository';

/** A row selected with `activityColumns`. */
export type ActivityRow = {
  id: string;
  centreId: string;
  title: string;
  description: string;
  activityDate: string;
  status: ActivityStatus;
  visibility: ActivityVisibility;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  managerName: string;
};

/**
 * Activities as the API answers them: each row with its years and its images, whose URLs are
 * signed and expire like check-in photos (15 minutes, shared by the teacher, admin and parent pages).
 */
export function createActivityPosts(ctx: Pick<AppContext, 'db' | 'storage'>) {
  const repository = createActivityPostsRepository(ctx.db);
  const links = createSignedUrlCache(ctx.storage);

  async function detailsOf(ids: string[]) {
    const years = new Map<string, number[]>();
    const images = new Map<string, ActivityImage[]>();
    if (ids.length === 0) return { years, images };
    const [yearRows, imageRows] = await Promise.all([repository.yearsOf(ids), repository.imagesOf(ids)]);
    const urls = await links.urls(imageRows.flatMap((image) => [image.photoKey, image.thumbnailKey]));
    for (const row of yearRows) years.set(row.activityId, [...(years.get(row.activityId) ?? []), row.year]);
    for (const row of imageRows) {
      const image = {
        id: row.id,
        url: urls.get(row.photoKey) ?? '',
        thumbnailUrl: urls.get(row.thumbnailKey) ?? '',
        description: row.description,
      };
      images.set(row.activityId, [...(images.get(row.activityId) ?? []), image]);
    }
    return { years, images };
  }

  return {
    /** The rows, in their order, as the answer's activities. */
    async activities(rows: ActivityRow[]): Promise<Activity[]> {
      const { years, images } = await detailsOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        years: years.get(row.id) ?? [],
        activityDate: row.activityDate,
        status: row.status,
        visibility: row.visibility,
        images: images.get(row.id) ?? [],
        manager: { name: row.managerName },
        managerName: row.managerName,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  };
}

/** Every teacher and parent activity route refuses while an admin has switched activities off. */
export async function assertActivitiesOn(db: Db): Promise<void> {
  if (!(await isFeatureEnabled(db, 'activities'))) {
    throw new AppError('FEATURE_DISABLED', message('activities.switchedOff'));
  }
}
