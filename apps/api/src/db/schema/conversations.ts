import { messageAttachmentKinds, messageAuthorKinds, messageInboxes } from '@cic/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { centres } from './centres';
import { children } from './children';
import { createdAtColumn, idColumn, instantColumn, optionalLinkIndex, requiredReference } from './columns';
import { families } from './families';
import { parents } from './parents';
import { managers } from './staff';

/**
 * A conversation between one family and one centre (issue 43, decision 112): a broadcast to many
 * families is one thread per family sharing `broadcastId`, so every reply stays private. The
 * centre's side is one shared inbox: its read and archive marks are columns here; each parent's
 * read mark is a row of `message_reads`.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: idColumn(),
    /**
     * The staff side (decision 116): the centre's shared inbox, or head office's. A head-office
     * thread keeps the child's centre, for who may read it and for retention, and uses the centre
     * side's read, archive and notice marks as head office's.
     */
    inbox: text('inbox', { enum: messageInboxes }).notNull().default('CENTRE'),
    centreId: requiredReference('centre_id', () => centres.id, 'cascade'),
    familyId: requiredReference('family_id', () => families.id, 'cascade'),
    /** The child it is about; a staff message to a whole family may be about none. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    /** Its notices say only that a message arrived (decision 114). */
    sensitive: boolean('sensitive').notNull().default(false),
    /** Shared by the threads one staff message opened with several families. */
    broadcastId: uuid('broadcast_id'),
    startedByParentId: uuid('started_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    startedByManagerId: uuid('started_by_manager_id').references(() => managers.id, { onDelete: 'set null' }),
    lastMessageAt: instantColumn('last_message_at').notNull(),
    /** Up to when the centre's shared inbox has read the thread. */
    centreReadAt: instantColumn('centre_read_at'),
    /** Set while the centre keeps it out of its inbox; a new message clears it. */
    centreArchivedAt: instantColumn('centre_archived_at'),
    /** Set while the family keeps it out of its inbox; a new message clears it. */
    familyArchivedAt: instantColumn('family_archived_at'),
    /**
     * The newest message each side was last told of by a notice (decision 114): the next notice
     * gathers what the other side wrote after it.
     */
    familyNoticedAt: instantColumn('family_noticed_at'),
    centreNoticedAt: instantColumn('centre_noticed_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('message_threads_inbox', sql`${table.inbox} IN ('CENTRE', 'HEAD_OFFICE')`),
    index('message_threads_office_inbox_idx')
      .on(table.lastMessageAt.desc(), table.id.desc())
      .where(sql`${table.inbox} = 'HEAD_OFFICE'`),
    index('message_threads_centre_inbox_idx').on(table.centreId, table.lastMessageAt.desc(), table.id.desc()),
    index('message_threads_family_inbox_idx').on(table.familyId, table.lastMessageAt.desc(), table.id.desc()),
    index('message_threads_broadcast_id_idx').on(table.broadcastId),
    // The nightly retention job finds the threads past the kept months (decision 114).
    index('message_threads_last_message_at_idx').on(table.lastMessageAt),
    index('message_threads_child_id_idx').on(table.childId),
    optionalLinkIndex('message_threads_started_by_parent_id_idx', table.startedByParentId),
  ],
);

/**
 * One message of a thread. `authorName` is the name shown as it was when written (a teacher who
 * leaves keeps their name on what they wrote); the author's id says who, for staff the person
 * signed in (on the door phone, the one who entered their PIN).
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    threadId: requiredReference('thread_id', () => messageThreads.id, 'cascade'),
    authorKind: text('author_kind', { enum: messageAuthorKinds }).notNull(),
    authorParentId: uuid('author_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    authorManagerId: uuid('author_manager_id').references(() => managers.id, { onDelete: 'set null' }),
    /** Head office's staff messages are written by an admin (decision 116). */
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('messages_author_kind', sql`${table.authorKind} IN ('PARENT', 'STAFF')`),
    index('messages_thread_id_created_at_idx').on(table.threadId, table.createdAt, table.id),
    // A parent's account deleted sets their messages' author to null without reading every message.
    optionalLinkIndex('messages_author_parent_id_idx', table.authorParentId),
    optionalLinkIndex('messages_author_admin_id_idx', table.authorAdminId),
  ],
);

/** Up to when each parent has read a thread: the unread counts and the staff's read receipts. */
export const messageReads = pgTable(
  'message_reads',
  {
    threadId: requiredReference('thread_id', () => messageThreads.id, 'cascade'),
    parentId: requiredReference('parent_id', () => parents.id, 'cascade'),
    readAt: instantColumn('read_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'message_reads_pkey', columns: [table.threadId, table.parentId] }),
    index('message_reads_parent_id_idx').on(table.parentId),
  ],
);

/**
 * A photo or PDF sent with a message: uploaded first by its sender (`message_id` null until a
 * message takes it), then part of the message, deleted with it. Files are stored under
 * `messages/`; the orphan-photo job removes those no row names (a pending upload's row is
 * purged after a day).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: idColumn(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    // Who may send a pending upload; a sent one stays with its message whoever leaves.
    uploadedByParentId: uuid('uploaded_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    uploadedByManagerId: uuid('uploaded_by_manager_id').references(() => managers.id, {
      onDelete: 'set null',
    }),
    uploadedByAdminId: uuid('uploaded_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: messageAttachmentKinds }).notNull(),
    fileKey: text('file_key').notNull(),
    /** A photo's thumbnail; null for a PDF. */
    thumbnailKey: text('thumbnail_key'),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('message_attachments_kind', sql`${table.kind} IN ('PHOTO', 'PDF')`),
    index('message_attachments_message_id_idx').on(table.messageId),
    index('message_attachments_pending_idx').on(table.createdAt).where(sql`${table.messageId} IS NULL`),
  ],
);
