import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityYears, centres, children, familyMembers, managers } from '../../db/schema/index';
import { activityColumns } from '../activity-posts';

const feedColumns = { ...activityColumns, centreName: centres.name };

/**
 * The published activities a parent may see on Kuala Lumpur day `today` (the rule `canParentSee`):
 * one of the parent's families has an active child at the activity's centre, and the activity is
 * for everyone there (ALL) or for that child's age (YEAR); NONE is for nobody.
 */
function visibleTo(parentId: string, today: string) {
  return and(
    eq(activities.status, 'PUBLISHED'),
    sql`exists (
      select 1 from ${children}
      join ${familyMembers} on ${familyMembers.familyId} = ${children.familyId}
      where ${familyMembers.parentId} = ${parentId}
        and ${children.active}
        and ${children.centreId} = ${activities.centreId}
        and (${activities.visibility} = 'ALL' or (${activities.visibility} = 'YEAR' and exists (
          select 1 from ${activityYears}
          where ${activityYears.activityId} = ${activities.id}
            and ${activityYears.year} = extract(year from age(${today}::date, ${children.dateOfBirth}))::int
        )))
    )`,
  );
}

export function createParentActivitiesRepository(db: Db) {
  const select = () =>
    db
      .select(feedColumns)
      .from(activities)
      .innerJoin(managers, eq(managers.id, activities.managerId))
      .innerJoin(centres, eq(centres.id, activities.centreId));

  return {
    async countVisible(parentId: string, today: string) {
      const [row] = await db.select({ total: count() }).from(activities).where(visibleTo(parentId, today));
      return row?.total ?? 0;
    },

    /** A page of the visible activities, newest activity date first. */
    visiblePage(parentId: string, today: string, limit: number, offset: number) {
      return select()
        .where(visibleTo(parentId, today))
        .orderBy(desc(activities.activityDate), desc(activities.publishedAt), desc(activities.id))
        .limit(limit)
        .offset(offset);
    },

    async published(activityId: string) {
      const rows = await select().where(
        and(eq(activities.id, activityId), eq(activities.status, 'PUBLISHED')),
      );
      return rows[0];
    },

    /** The dates of birth of the parent's families' active children at a centre. */
    async childrenBirthDates(parentId: string, centreId: string) {
      const rows = await db
        .select({ dateOfBirth: children.dateOfBirth })
        .from(children)
        .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
        .where(
          and(
            eq(familyMembers.parentId, parentId),
            eq(children.centreId, centreId),
            eq(children.active, true),
          ),
        );
      return rows.map((row) => row.dateOfBirth);
    },
  };
}
