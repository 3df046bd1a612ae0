import type { ActivityStatus } from '@cic/contract';
import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { newestFirst } from '../../db/made-order';
import { activities, centres, managers } from '../../db/schema/index';
import { activityColumns } from '../activity-posts';

export function createAdminActivitiesRepository(db: Db) {
  return {
    /** Every centre with its activities dated from `first` to `last` and the names of their authors. */
    centreSummaries(first: string, last: string) {
      return db
        .select({
          id: centres.id,
          name: centres.name,
          type: centres.type,
          totalActivities: count(activities.id),
          managers: sql<
            string[]
          >`coalesce(array_agg(distinct ${managers.name} order by ${managers.name}) filter (where ${managers.name} is not null), '{}')`,
        })
        .from(centres)
        .leftJoin(
          activities,
          and(eq(activities.centreId, centres.id), between(activities.activityDate, first, last)),
        )
        .leftJoin(managers, eq(managers.id, activities.managerId))
        .groupBy(centres.id)
        .orderBy(asc(centres.name));
    },

    async centre(centreId: string) {
      const rows = await db
        .select({ id: centres.id, name: centres.name, type: centres.type })
        .from(centres)
        .where(eq(centres.id, centreId));
      return rows[0];
    },

    /** A centre's activities dated from `first` to `last`, every status, newest activity date first. */
    activitiesOfMonth(centreId: string, first: string, last: string) {
      return db
        .select(activityColumns)
        .from(activities)
        .innerJoin(managers, eq(managers.id, activities.managerId))
        .where(and(eq(activities.centreId, centreId), between(activities.activityDate, first, last)))
        .orderBy(desc(activities.activityDate), ...newestFirst(activities));
    },

    /** Published activities per day from `first` to `last` (days with none are left out). */
    publishedPerDay(centreId: string, first: string, last: string) {
      return db
        .select({ date: activities.activityDate, count: count() })
        .from(activities)
        .where(
          and(
            eq(activities.centreId, centreId),
            eq(activities.status, 'PUBLISHED'),
            between(activities.activityDate, first, last),
          ),
        )
        .groupBy(activities.activityDate);
    },

    async statusOf(activityId: string) {
      const rows = await db
        .select({ status: activities.status, centreId: activities.centreId })
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update');
      return rows[0];
    },

    async setStatus(activityId: string, status: ActivityStatus) {
      await db.update(activities).set({ status }).where(eq(activities.id, activityId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
