import type { InboxCursor } from '@cic/contract';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { findCentre } from '../../db/centres';
import type { Db } from '../../db/client';
import { oldestFirst } from '../../db/made-order';
import { centreNamed, childNamed } from '../../db/named-records';
import { parentShownName } from '../../db/parents';
import {
  centres,
  children,
  families,
  familyMembers,
  messageReads,
  messages,
  messageThreads,
  parents,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';
import { shownFamilyNameContains } from '../../db/shown-family-name';

/**
 * Whose inbox: a parent's (every thread of their families, read marks their own), a centre's
 * shared one, or head office's (decision 116). The centre's and head office's are the thread's
 * staff side: they share its read and archive marks, each on its own threads. Unread means
 * written by the other side after the reader's mark.
 */
export type Reader =
  | { kind: 'PARENT'; parentId: string }
  | { kind: 'CENTRE'; centreId: string }
  | { kind: 'OFFICE' };

export type InboxFilter = { search?: string; childId?: string; archived: boolean; cursor?: InboxCursor };

const parentFamilies = (parentId: string) =>
  sql`${messageThreads.familyId} in (select ${familyMembers.familyId} from ${familyMembers} where ${familyMembers.parentId} = ${parentId})`;

const readerThreads = (reader: Reader): SQL => {
  if (reader.kind === 'PARENT') return parentFamilies(reader.parentId);
  if (reader.kind === 'OFFICE') return eq(messageThreads.inbox, 'HEAD_OFFICE');
  return and(eq(messageThreads.centreId, reader.centreId), eq(messageThreads.inbox, 'CENTRE')) as SQL;
};

const archivedColumn = (reader: Reader) =>
  reader.kind === 'PARENT' ? messageThreads.familyArchivedAt : messageThreads.centreArchivedAt;

/** The instant up to which the reader has read the thread, or null. */
const readMark = (reader: Reader): SQL =>
  reader.kind === 'PARENT'
    ? sql`(select ${messageReads.readAt} from ${messageReads} where ${messageReads.threadId} = ${messageThreads.id} and ${messageReads.parentId} = ${reader.parentId})`
    : sql`${messageThreads.centreReadAt}`;

const otherSide = (reader: Reader) => (reader.kind === 'PARENT' ? 'STAFF' : 'PARENT');

const unreadWhere = (reader: Reader) =>
  sql`${messages.threadId} = ${messageThreads.id} and ${messages.authorKind} = ${otherSide(reader)} and ${messages.createdAt} > coalesce(${readMark(reader)}, '-infinity'::timestamptz)`;

const unreadMessages = (reader: Reader) =>
  sql<number>`(select count(*)::int from ${messages} where ${unreadWhere(reader)})`;

/** Threads whose subject, child, family or any message contains `search`. */
function searchWhere(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(messageThreads.subject, pattern),
    ilike(children.name, pattern),
    shownFamilyNameContains(search, families.namedAfter),
    sql`exists (select 1 from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.body} ilike ${pattern})`,
  );
}

export const threadColumns = (reader: Reader) => ({
  id: messageThreads.id,
  subject: messageThreads.subject,
  inbox: messageThreads.inbox,
  centre: centreNamed,
  family: { id: families.id, namedAfter: families.namedAfter },
  child: childNamed,
  urgent: messageThreads.urgent,
  sensitive: messageThreads.sensitive,
  broadcastId: messageThreads.broadcastId,
  lastMessageAt: messageThreads.lastMessageAt,
  unreadMessages: unreadMessages(reader),
  archivedAt: archivedColumn(reader),
});

export function createInboxRepository(db: Db) {
  const threads = (reader: Reader) =>
    db
      .select(threadColumns(reader))
      .from(messageThreads)
      .innerJoin(centres, eq(centres.id, messageThreads.centreId))
      .innerJoin(families, eq(families.id, messageThreads.familyId))
      .leftJoin(children, eq(children.id, messageThreads.childId));

  return {
    /** One page of the reader's inbox (or archive), newest activity first; one row more tells a next page. */
    page(reader: Reader, filter: InboxFilter, limit: number) {
      const archived = archivedColumn(reader);
      const { cursor } = filter;
      return threads(reader)
        .where(
          and(
            readerThreads(reader),
            filter.archived ? isNotNull(archived) : isNull(archived),
            filter.childId ? eq(messageThreads.childId, filter.childId) : undefined,
            filter.search ? searchWhere(filter.search) : undefined,
            cursor
              ? sql`(${messageThreads.lastMessageAt}, ${messageThreads.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
        .limit(limit + 1);
    },

    /** The reader's threads in the inbox (not archived) with a message from the other side unread. */
    async unreadThreads(reader: Reader) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(messageThreads)
        .where(
          and(
            readerThreads(reader),
            isNull(archivedColumn(reader)),
            sql`exists (select 1 from ${messages} where ${unreadWhere(reader)})`,
          ),
        );
      return row?.count ?? 0;
    },

    /** Every centre by name: the shared inboxes head office may read. */
    centres: () => db.select(centreNamed).from(centres).orderBy(asc(centres.name), asc(centres.id)),

    centreExists: async (centreId: string) => (await findCentre(db, centreId)) !== null,

    /** Whose inbox the thread is in on the staff side, and its centre; null when there is no such thread. */
    async placeOf(threadId: string) {
      const [row] = await db
        .select({ inbox: messageThreads.inbox, centreId: messageThreads.centreId })
        .from(messageThreads)
        .where(eq(messageThreads.id, threadId));
      return row ?? null;
    },

    /** The thread when the reader may see it (else null: another family's or centre's). */
    async find(reader: Reader, threadId: string) {
      const [row] = await threads(reader).where(and(eq(messageThreads.id, threadId), readerThreads(reader)));
      return row ?? null;
    },

    messagesOf(threadId: string) {
      return db
        .select({
          id: messages.id,
          authorKind: messages.authorKind,
          authorName: messages.authorName,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.threadId, threadId))
        .orderBy(...oldestFirst(messages));
    },

    /** Every parent of the family with up to when they read the thread. */
    readReceipts(threadId: string, familyId: string) {
      return db
        .select({
          id: parents.id,
          name: parentShownName,
          readAt: messageReads.readAt,
        })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .leftJoin(
          messageReads,
          and(eq(messageReads.threadId, threadId), eq(messageReads.parentId, familyMembers.parentId)),
        )
        .where(eq(familyMembers.familyId, familyId))
        .orderBy(asc(familyMembers.createdAt), asc(parents.id));
    },
  };
}

export type ThreadRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createInboxRepository>['find']>>>;
