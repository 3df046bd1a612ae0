import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oldestFirst } from '../../db/made-order';
import { activities, activityImages, activityYears, managers } from '../../db/schema/index';

/** The columns of an activity row every activity answer starts from (join `managers` on the author). */
export const activityColumns = {
  id: activities.id,
  centreId: activities.centreId,
  title: activities.title,
  description: activities.description,
  activityDate: activities.activityDate,
  status: activities.status,
  visibility: activities.visibility,
  publishedAt: activities.publishedAt,
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
  managerName: managers.name,
};

export function createActivityPostsRepository(db: Db) {
  return {
    /** The years of these activities, ascending. */
    yearsOf(activityIds: string[]) {
      return db
        .select({ activityId: activityYears.activityId, year: activityYears.year })
        .from(activityYears)
        .where(inArray(activityYears.activityId, activityIds))
        .orderBy(asc(activityYears.year));
    },

    /** The images of these activities in their order. */
    imagesOf(activityIds: string[]) {
      return db
        .select({
          id: activityImages.id,
          activityId: activityImages.activityId,
          photoKey: activityImages.photoKey,
          thumbnailKey: activityImages.thumbnailKey,
          description: activityImages.description,
        })
        .from(activityImages)
        .where(inArray(activityImages.activityId, activityIds))
        .orderBy(asc(activityImages.sortOrder), ...oldestFirst(activityImages));
    },
  };
}
