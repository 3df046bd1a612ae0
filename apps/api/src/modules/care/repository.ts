import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careEntries, careEntryVersions, children } from '../../db/schema/index';
import { messageEventsChannel } from '../conversations';

export type NewCareEntry = typeof careEntries.$inferInsert;
export type CareEntryRow = typeof careEntries.$inferSelect;

/** A correction's new current version of an entry. */
export type NextVersion = {
  details: unknown;
  occurredAt: Date;
  localDate: string;
  recordedById: string;
  recordedAt: Date;
  reason: string;
};

/** Care entries as they are written: recorded, corrected, undone, reminders marked done. */
export function createCareRepository(db: Db) {
  /** Keeps the entries' current versions among their versions (before a new one replaces them). */
  async function keepVersions(entries: CareEntryRow[]) {
    await db.insert(careEntryVersions).values(
      entries.map((entry) => ({
        entryId: entry.id,
        version: entry.version,
        details: entry.details,
        recordedById: entry.recordedById,
        recordedAt: entry.recordedAt,
        reason: entry.reason,
      })),
    );
  }

  return {
    /** The centre's active children among `childIds`, with their families (for the live notices). */
    activeChildrenOf(centreId: string, childIds: string[]) {
      return db
        .select({ id: children.id })
        .from(children)
        .where(
          and(eq(children.centreId, centreId), eq(children.active, true), inArray(children.id, childIds)),
        );
    },

    /** Inserts what is not there yet: a resend of a request (same centre, request and child) adds nothing. */
    insertEntries(values: NewCareEntry[]) {
      return db
        .insert(careEntries)
        .values(values)
        .onConflictDoNothing({
          target: [careEntries.centreId, careEntries.clientRequestId, careEntries.childId],
        })
        .returning({ id: careEntries.id, childId: careEntries.childId });
    },

    /** The entries a request made at the centre, whenever it first arrived. */
    entriesOfRequest(centreId: string, clientRequestId: string) {
      return db
        .select({
          id: careEntries.id,
          childId: careEntries.childId,
          groupId: careEntries.groupId,
          createdAt: careEntries.createdAt,
        })
        .from(careEntries)
        .where(and(eq(careEntries.centreId, centreId), eq(careEntries.clientRequestId, clientRequestId)))
        .orderBy(careEntries.childId);
    },

    /** One entry of the centre, locked for a new version when `lock`. */
    async entryOfCentre(centreId: string, entryId: string, lock = false) {
      const query = db
        .select()
        .from(careEntries)
        .where(and(eq(careEntries.id, entryId), eq(careEntries.centreId, centreId)));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** Any entry by id, locked (a parent's reminder: the caller checks whose child it is). */
    async entryById(entryId: string) {
      const [row] = await db.select().from(careEntries).where(eq(careEntries.id, entryId)).for('update');
      return row ?? null;
    },

    /** A group's entries still on the timeline, locked for the undo. */
    groupOfCentre(centreId: string, groupId: string) {
      return db
        .select()
        .from(careEntries)
        .where(
          and(
            eq(careEntries.groupId, groupId),
            eq(careEntries.centreId, centreId),
            isNull(careEntries.withdrawnAt),
          ),
        )
        .for('update');
    },

    /** Undo: the entries' versions kept, then each withdrawn in a new version, in two statements. */
    async withdraw(entries: CareEntryRow[], by: { recordedById: string; at: Date; reason: string }) {
      await keepVersions(entries);
      await db
        .update(careEntries)
        .set({
          version: sql`${careEntries.version} + 1`,
          recordedById: by.recordedById,
          recordedAt: by.at,
          reason: by.reason,
          withdrawnAt: by.at,
        })
        .where(
          inArray(
            careEntries.id,
            entries.map((entry) => entry.id),
          ),
        );
    },

    /** Keeps the entry's current version among its versions and makes `next` the current one. */
    async replaceVersion(entry: CareEntryRow, next: NextVersion) {
      await keepVersions([entry]);
      const [row] = await db
        .update(careEntries)
        .set({ ...next, version: entry.version + 1 })
        .where(eq(careEntries.id, entry.id))
        .returning();
      if (!row) throw new Error('care entry not updated');
      return row;
    },

    /** A reminder marked done; one done before keeps its first time (null answers that). */
    async markDone(entryId: string, parentId: string, at: Date) {
      const [row] = await db
        .update(careEntries)
        .set({ doneAt: at, doneByParentId: parentId })
        .where(and(eq(careEntries.id, entryId), isNull(careEntries.doneAt)))
        .returning({ doneAt: careEntries.doneAt });
      return row?.doneAt ?? null;
    },

    /**
     * Tells the live streams of each child's family that its day changed (decision 117), on the
     * messages' channel: sent when the transaction commits, never for one rolled back.
     */
    async notify(childIds: string[]) {
      if (childIds.length === 0) return;
      await db.execute(sql`
        select pg_notify(${messageEventsChannel}, json_build_object(
          'type', 'care', 'childId', ${children.id}, 'familyId', ${children.familyId}
        )::text)
        from ${children} where ${inArray(children.id, childIds)} and ${children.familyId} is not null`);
    },
  };
}
export type CareRepository = ReturnType<typeof createCareRepository>;
