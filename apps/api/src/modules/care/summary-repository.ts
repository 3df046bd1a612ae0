import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careEntries, centres, children, familyMembers, parents } from '../../db/schema/index';
import { onTimeline } from './timeline-repository';

/** What the end-of-day summary job reads and marks. */
export function createCareSummaryRepository(db: Db) {
  return {
    /** Registered centres whose closing time has passed today and whose summaries have not gone today. */
    dueCentres(today: string, clockTime: string) {
      return db
        .select({ id: centres.id, name: centres.name })
        .from(centres)
        .where(
          and(
            isNotNull(centres.activatedAt),
            lte(centres.closingTime, clockTime),
            or(isNull(centres.careSummaryOn), lt(centres.careSummaryOn, today)),
          ),
        )
        .orderBy(asc(centres.id));
    },

    /** The centre's entries of the day still on the timeline, in time order, with each child. */
    entriesOfDay(centreId: string, day: string) {
      return db
        .select({
          childId: careEntries.childId,
          childName: children.name,
          familyId: children.familyId,
          details: careEntries.details,
          doneAt: careEntries.doneAt,
        })
        .from(careEntries)
        .innerJoin(children, eq(children.id, careEntries.childId))
        .where(onTimeline(eq(careEntries.centreId, centreId), day))
        .orderBy(asc(careEntries.childId), asc(careEntries.occurredAt), asc(careEntries.id));
    },

    /** The parents of these families who asked for the summary, by push, e-mail or both. */
    subscribersOf(familyIds: string[]) {
      if (familyIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          parentId: parents.id,
          familyId: familyMembers.familyId,
          push: parents.careSummaryPush,
          email: parents.careSummaryEmail,
        })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(
          and(
            inArray(familyMembers.familyId, familyIds),
            or(eq(parents.careSummaryPush, true), eq(parents.careSummaryEmail, true)),
          ),
        )
        .orderBy(asc(parents.id));
    },

    async markSent(centreId: string, day: string) {
      await db.update(centres).set({ careSummaryOn: day }).where(eq(centres.id, centreId));
    },
  };
}
