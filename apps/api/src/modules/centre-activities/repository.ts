import type { ActivityStatus } from '@cic/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { activities, activityImages, activityYears, managers } from '../../db/schema/index';
import { activityColumns } from '../activity-posts';

type ActivityValues = Pick<
  typeof activities.$inferInsert,
  'title' | 'description' | 'activityDate' | 'visibility' | 'status' | 'publishedAt'
>;

export function createCentreActivitiesRepository(db: Db) {
  const select = (condition: SQL | undefined) =>
    db
      .select(activityColumns)
      .from(activities)
      .innerJoin(managers, eq(managers.id, activities.managerId))
      .where(condition);

  return {
    async activityOfCentre(centreId: string, activityId: string) {
      const rows = await select(and(eq(activities.centreId, centreId), eq(activities.id, activityId))).limit(
        1,
      );
      return rows[0];
    },

    /** A centre's activities of one status, newest activity date first. */
    activitiesOfCentre(centreId: string, status: ActivityStatus) {
      return select(and(eq(activities.centreId, centreId), eq(activities.status, status))).orderBy(
        desc(activities.activityDate),
        desc(activities.createdAt),
        desc(activities.id),
      );
    },

    imagesOf(activityId: string) {
      return db
        .select({
          id: activityImages.id,
          photoKey: activityImages.photoKey,
          thumbnailKey: activityImages.thumbnailKey,
          description: activityImages.description,
        })
        .from(activityImages)
        .where(eq(activityImages.activityId, activityId));
    },

    async insert(values: ActivityValues & { centreId: string; managerId: string }) {
      return returnedRow(
        await db.insert(activities).values(values).returning({ id: activities.id }),
        'activity insert',
      ).id;
    },

    async update(activityId: string, values: ActivityValues) {
      await db.update(activities).set(values).where(eq(activities.id, activityId));
    },

    async replaceYears(activityId: string, years: number[]) {
      await db.delete(activityYears).where(eq(activityYears.activityId, activityId));
      await db.insert(activityYears).values(years.map((year) => ({ activityId, year })));
    },

    async deleteImages(imageIds: string[]) {
      if (imageIds.length > 0) await db.delete(activityImages).where(inArray(activityImages.id, imageIds));
    },

    async updateImage(imageId: string, values: { description: string | null; sortOrder: number }) {
      await db.update(activityImages).set(values).where(eq(activityImages.id, imageId));
    },

    async insertImages(rows: (typeof activityImages.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(activityImages).values(rows);
    },

    /** Deletes the activity; its years and image rows go with it (cascade). */
    async delete(activityId: string) {
      await db.delete(activities).where(eq(activities.id, activityId));
    },
  };
}
