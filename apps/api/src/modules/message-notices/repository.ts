import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oldestFirst } from '../../db/made-order';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import {
  centres,
  familyMembers,
  managers,
  messageReads,
  messages,
  messageThreads,
  parents,
} from '../../db/schema/index';

/** Which side of a thread a notice tells: the family's parents, or the centre's staff. */
export type NoticeSide = 'FAMILY' | 'CENTRE';

const noticedColumn = (side: NoticeSide) =>
  side === 'FAMILY' ? messageThreads.familyNoticedAt : messageThreads.centreNoticedAt;

/** A message's instant as the database keeps it (microseconds; a JavaScript date keeps milliseconds). */
const createdAtOf = (messageId: string) =>
  sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${messageId})`;

/** What the message notices read and mark (decision 114). */
export function createMessageNoticesRepository(db: Db) {
  return {
    /** The thread as its notices name it. */
    thread(threadId: string) {
      return db
        .select({
          id: messageThreads.id,
          inbox: messageThreads.inbox,
          centreId: messageThreads.centreId,
          centreName: centres.name,
          familyId: messageThreads.familyId,
          subject: messageThreads.subject,
          urgent: messageThreads.urgent,
          sensitive: messageThreads.sensitive,
        })
        .from(messageThreads)
        .innerJoin(centres, eq(centres.id, messageThreads.centreId))
        .where(eq(messageThreads.id, threadId))
        .then(rowOrNull);
    },

    /** The other side's messages after the side's last notice, oldest first. */
    news(threadId: string, side: NoticeSide) {
      const noticed = sql`(select ${noticedColumn(side)} from ${messageThreads} where ${messageThreads.id} = ${threadId})`;
      return db
        .select({
          id: messages.id,
          authorName: messages.authorName,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.threadId, threadId),
            eq(messages.authorKind, side === 'FAMILY' ? 'STAFF' : 'PARENT'),
            sql`${messages.createdAt} > coalesce(${noticed}, '-infinity'::timestamptz)`,
          ),
        )
        .orderBy(...oldestFirst(messages));
    },

    /** The family's parents with message notices on who have not read the thread up to the message. */
    async parentsToTell(familyId: string, threadId: string, newestId: string) {
      const rows = await db
        .select({ parentId: parents.id })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .leftJoin(
          messageReads,
          and(eq(messageReads.threadId, threadId), eq(messageReads.parentId, parents.id)),
        )
        .where(
          and(
            eq(familyMembers.familyId, familyId),
            eq(parents.messageNotices, true),
            or(isNull(messageReads.readAt), sql`${messageReads.readAt} < ${createdAtOf(newestId)}`),
          ),
        )
        .orderBy(asc(parents.id));
      return rows.map((row) => row.parentId);
    },

    /** Whether the centre's shared inbox has read the thread up to the message. */
    async centreHasRead(threadId: string, newestId: string) {
      const rows = await db
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .where(
          and(
            eq(messageThreads.id, threadId),
            sql`${messageThreads.centreReadAt} >= ${createdAtOf(newestId)}`,
          ),
        );
      return rows.length > 0;
    },

    /** The centre's current teachers and heads of centre, in their languages, with their e-mail choices. */
    centreStaff(centreId: string) {
      return db
        .select({
          managerId: managers.id,
          language: languageOrEnglish(managers.language),
          email: managers.email,
          headOfCentre: managers.isSuperManager,
          choice: managers.messageEmails,
        })
        .from(managers)
        .where(and(eq(managers.centreId, centreId), isNull(managers.deletedAt)))
        .orderBy(asc(managers.id));
    },

    /** The side has been told up to this message (never moved back). */
    async markNoticed(threadId: string, side: NoticeSide, messageId: string) {
      const column = noticedColumn(side);
      const upTo = sql`greatest(${column}, ${createdAtOf(messageId)})`;
      await db
        .update(messageThreads)
        .set(side === 'FAMILY' ? { familyNoticedAt: upTo } : { centreNoticedAt: upTo })
        .where(eq(messageThreads.id, threadId));
    },
  };
}
