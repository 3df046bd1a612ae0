import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { messageReads, messages, messageThreads } from '../../db/schema/index';
import { messageEventsChannel } from './message-events';

export type NewThread = typeof messageThreads.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;

/** Threads and messages as they are written, and the read and archive marks. */
export function createConversationsRepository(db: Db) {
  const parentReadMark = (threadId: string, parentId: string, at: Date) =>
    db
      .insert(messageReads)
      .values({ threadId, parentId, readAt: at })
      .onConflictDoUpdate({
        target: [messageReads.threadId, messageReads.parentId],
        set: { readAt: sql`greatest(${messageReads.readAt}, excluded.read_at)` },
      });

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
     * A reply in one statement, so one round trip (issue 43's sending time): the message; its
     * thread to the top of both inboxes and out of either archive, read by the centre's inbox when
     * staff wrote it; the parent author's read mark; the notice to the live streams.
     */
    async insertReply(message: NewMessage & { createdAt: Date }, author: { parentId: string } | 'STAFF') {
      const at = message.createdAt;
      const touched = db
        .update(messageThreads)
        .set({
          lastMessageAt: at,
          centreArchivedAt: null,
          familyArchivedAt: null,
          ...(author === 'STAFF' ? { centreReadAt: at } : {}),
        })
        .where(eq(messageThreads.id, message.threadId))
        .returning();
      const readMark =
        author === 'STAFF'
          ? sql``
          : sql`, read_mark as (${parentReadMark(message.threadId, author.parentId, at).getSQL()})`;
      await db.execute(sql`
        with inserted as (${db.insert(messages).values(message).getSQL()}), touched as (${touched.getSQL()})${readMark}
        select pg_notify(${messageEventsChannel}, json_build_object(
          'threadId', touched.id, 'centreId', touched.centre_id, 'familyId', touched.family_id, 'inbox', touched.inbox
        )::text)
        from touched`);
    },

    /** The parent has read the thread up to `at` (never moved back). */
    async markParentRead(threadId: string, parentId: string, at: Date) {
      await parentReadMark(threadId, parentId, at);
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
