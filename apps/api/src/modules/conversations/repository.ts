import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { messageReads, messages, messageThreads } from '../../db/schema/index';
import { messageEventsChannel } from './message-events';

export type NewThread = typeof messageThreads.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;

/** Threads and messages as they are written, and the read and archive marks. */
export function createConversationsRepository(db: Db) {
  return {
    insertThreads(values: NewThread[]) {
      return db.insert(messageThreads).values(values).returning({ id: messageThreads.id });
    },

    /** Written with a notice per thread to the live streams, sent when the transaction commits. */
    async insertMessages(values: NewMessage[]) {
      await db.insert(messages).values(values);
      const threadIds = [...new Set(values.map((value) => value.threadId))];
      await db.execute(sql`
        select pg_notify(${messageEventsChannel}, json_build_object(
          'threadId', ${messageThreads.id}, 'centreId', ${messageThreads.centreId}, 'familyId', ${messageThreads.familyId},
          'inbox', ${messageThreads.inbox}
        )::text)
        from ${messageThreads} where ${inArray(messageThreads.id, threadIds)}`);
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

    audit: (entry: AuditEntry) => writeAudit(db, entry),

    /** The family's archive, or the staff side's (the centre's or head office's). */
    async archive(threadId: string, side: 'PARENT' | 'STAFF', at: Date | null) {
      await db
        .update(messageThreads)
        .set(side === 'PARENT' ? { familyArchivedAt: at } : { centreArchivedAt: at })
        .where(eq(messageThreads.id, threadId));
    },
  };
}
