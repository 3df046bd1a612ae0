import { and, asc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit';
import { writeAudit } from '../../db/audit';
import { childById } from '../../db/child-by-id';
import type { Db } from '../../db/client';
import { keptVersionsOf } from '../../db/kept-versions';
import { careEntries, careEntryVersions, checkIns, managers, parents } from '../../db/schema/index';

/** A day's entries still on the timeline (not taken back by Undo), of one child or one centre. */
export const onTimeline = (owner: SQL, day: string) =>
  and(owner, eq(careEntries.localDate, day), isNull(careEntries.withdrawnAt));

/** Reads of a child's day and a centre's day. */
export function createCareTimelineRepository(db: Db) {
  return {
    child: (childId: string) => childById(db, childId),

    /** The day's entries still on the timeline, in time order, with who recorded their current version. */
    entriesOfDay(childId: string, day: string) {
      return db
        .select({
          id: careEntries.id,
          childId: careEntries.childId,
          groupId: careEntries.groupId,
          details: careEntries.details,
          occurredAt: careEntries.occurredAt,
          recordedAt: careEntries.recordedAt,
          recordedById: careEntries.recordedById,
          recordedByName: managers.name,
          version: careEntries.version,
          doneAt: careEntries.doneAt,
        })
        .from(careEntries)
        .innerJoin(managers, eq(managers.id, careEntries.recordedById))
        .where(onTimeline(eq(careEntries.childId, childId), day))
        .orderBy(asc(careEntries.occurredAt), asc(careEntries.id));
    },

    /** The day's check-in and check-out, with their photos' keys (none on a check-out recorded afterwards). */
    checkInsOfDay(childId: string, day: string) {
      return db
        .select({
          status: checkIns.status,
          time: checkIns.recordedAt,
          temperature: checkIns.temperature,
          recordedBy: managers.name,
          photoKey: checkIns.photoKey,
          thumbnailKey: checkIns.thumbnailKey,
        })
        .from(checkIns)
        .leftJoin(managers, eq(managers.id, checkIns.recordedById))
        .where(and(eq(checkIns.childId, childId), eq(checkIns.localDate, day)))
        .orderBy(asc(checkIns.recordedAt));
    },

    /** Each earlier version of an entry, oldest first, with who recorded it. */
    versionsOf(entryId: string) {
      return keptVersionsOf(db, careEntryVersions, careEntryVersions.entryId, entryId, {
        details: careEntryVersions.details,
      });
    },

    recorderName: async (managerId: string) => {
      const [row] = await db.select({ name: managers.name }).from(managers).where(eq(managers.id, managerId));
      return row?.name ?? '';
    },

    /** Per child of the centre with entries that day: how many, open reminders, the latest. */
    centreDay(centreId: string, day: string) {
      return db
        .select({
          childId: careEntries.childId,
          entries: sql<number>`count(*)::int`,
          openReminders: sql<number>`(count(*) filter (where ${careEntries.kind} = 'REMINDER' and ${careEntries.doneAt} is null))::int`,
          lastKind: sql<string>`(array_agg(${careEntries.kind} order by ${careEntries.occurredAt} desc, ${careEntries.id} desc))[1]`,
          lastAt: max(careEntries.occurredAt),
        })
        .from(careEntries)
        .where(onTimeline(eq(careEntries.centreId, centreId), day))
        .groupBy(careEntries.childId)
        .orderBy(asc(careEntries.childId));
    },

    async summaryPreference(parentId: string) {
      const [row] = await db
        .select({ push: parents.careSummaryPush, email: parents.careSummaryEmail })
        .from(parents)
        .where(eq(parents.id, parentId));
      return row ?? { push: false, email: false };
    },

    async setSummaryPreference(parentId: string, preference: { push: boolean; email: boolean }) {
      await db
        .update(parents)
        .set({ careSummaryPush: preference.push, careSummaryEmail: preference.email })
        .where(eq(parents.id, parentId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
