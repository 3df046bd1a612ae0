import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  familyMembers,
  messageReads,
  messages,
  messageThreads,
  parents,
} from '../../db/schema/index';

export type NewThread = typeof messageThreads.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;
/** A family a staff message reaches, with the child it is about when exactly one was chosen. */
export type Recipient = { familyId: string; childId: string | null };

/** Children still enrolled at the centre who belong to a family. */
const familyChildAt = (centreId: string): SQL =>
  and(
    eq(children.centreId, centreId),
    eq(children.active, true),
    sql`${children.familyId} is not null`,
  ) as SQL;

export function createConversationsRepository(db: Db) {
  return {
    /** The parent's child with its family and centre; null when the child is not theirs. */
    async parentsChild(parentId: string, childId: string) {
      const [row] = await db
        .select({ id: children.id, familyId: familyMembers.familyId, centreId: children.centreId })
        .from(children)
        .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
        .where(and(eq(children.id, childId), eq(familyMembers.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    async parentName(parentId: string) {
      const [row] = await db
        .select({ name: sql<string>`coalesce(${parents.fullName}, ${parents.email})` })
        .from(parents)
        .where(eq(parents.id, parentId));
      return row?.name ?? '';
    },

    /** The family when one of its children is at the centre, as a recipient about no child. */
    async familyAt(centreId: string, familyId: string): Promise<Recipient[]> {
      const rows = await db
        .select({ familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(and(familyChildAt(centreId), eq(children.familyId, familyId)))
        .limit(1);
      return rows.map((row) => ({ familyId: row.familyId, childId: null }));
    },

    /** The chosen children at the centre with their families. */
    childrenAt(centreId: string, childIds: string[]) {
      return db
        .select({ childId: children.id, familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(and(familyChildAt(centreId), inArray(children.id, childIds)));
    },

    /** Every family with a child at the centre, each about no child. */
    async everyFamilyAt(centreId: string): Promise<Recipient[]> {
      const rows = await db
        .selectDistinct({ familyId: sql<string>`${children.familyId}` })
        .from(children)
        .where(familyChildAt(centreId));
      return rows.map((row) => ({ familyId: row.familyId, childId: null }));
    },

    insertThreads(values: NewThread[]) {
      return db.insert(messageThreads).values(values).returning({ id: messageThreads.id });
    },

    async insertMessages(values: NewMessage[]) {
      await db.insert(messages).values(values);
    },

    /**
     * A new message at `at`: the thread moves to the top of both inboxes and out of either archive;
     * a staff message is read by the centre's inbox that wrote it.
     */
    async touch(threadId: string, at: Date, byStaff: boolean) {
      await db
        .update(messageThreads)
        .set({
          lastMessageAt: at,
          centreArchivedAt: null,
          familyArchivedAt: null,
          ...(byStaff ? { centreReadAt: at } : {}),
        })
        .where(eq(messageThreads.id, threadId));
    },

    /** The parent has read the thread up to `at` (never moved back). */
    async markParentRead(threadId: string, parentId: string, at: Date) {
      await db
        .insert(messageReads)
        .values({ threadId, parentId, readAt: at })
        .onConflictDoUpdate({
          target: [messageReads.threadId, messageReads.parentId],
          set: { readAt: sql`greatest(${messageReads.readAt}, excluded.read_at)` },
        });
    },

    async markCentreRead(threadId: string, at: Date) {
      await db
        .update(messageThreads)
        .set({
          centreReadAt: sql`greatest(${messageThreads.centreReadAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(messageThreads.id, threadId));
    },

    async archive(threadId: string, side: 'PARENT' | 'CENTRE', at: Date | null) {
      await db
        .update(messageThreads)
        .set(side === 'PARENT' ? { familyArchivedAt: at } : { centreArchivedAt: at })
        .where(eq(messageThreads.id, threadId));
    },
  };
}
