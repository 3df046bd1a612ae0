import {
  type CentreThread,
  conversationMessages,
  type Inbox,
  type InboxQuery,
  type ParentThreadForm,
  type ReplyForm,
  type SentThreads,
  type StaffThreadForm,
  type Thread,
  type ThreadMessage,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createMessageNoticeScheduler } from '../message-notices';
import { createMessageAttachments } from './attachments';
import { createAttachmentsRepository, type Uploader } from './attachments-repository';
import { createCorrespondentsRepository } from './correspondents-repository';
import { createInboxRepository, type Reader } from './inbox-repository';
import { centreAudience, familyAudience, officeAudience } from './message-events';
import { resolveRecipients } from './recipients';
import { createConversationsRepository, type NewMessage } from './repository';
import { pageOf, presentMessage, presentReceipt, presentThread } from './views';

const threadNotFound = () => new AppError('NOT_FOUND', conversationMessages.threadNotFound);

/**
 * Who writes: a parent, the staff member signed in (on the door phone, the one whose PIN opened
 * it), or an admin for head office (decision 116).
 */
export type Author =
  | { kind: 'PARENT'; parentId: string }
  | { kind: 'STAFF'; principal: ManagerPrincipal }
  | { kind: 'OFFICE'; principal: AdminPrincipal };

const readerOf = (author: Author): Reader => {
  if (author.kind === 'PARENT') return { kind: 'PARENT', parentId: author.parentId };
  if (author.kind === 'OFFICE') return { kind: 'OFFICE' };
  return { kind: 'CENTRE', centreId: author.principal.centreId };
};

export const uploaderOf = (author: Author): Uploader => {
  if (author.kind === 'PARENT') return { kind: 'PARENT', parentId: author.parentId };
  if (author.kind === 'OFFICE') return { kind: 'ADMIN', adminId: author.principal.adminId };
  return { kind: 'STAFF', managerId: author.principal.managerId };
};

/**
 * The name an admin's message shows, beside "Head office": admins have no name of their own, so
 * the part of their e-mail address before the @ (never the whole address).
 */
const adminShownName = (email: string) => email.split('@')[0] ?? email;

/** Options of reading a thread: head office reading a centre's thread leaves the centre's mark alone. */
type Opening = { markRead: boolean };

/** A message's writes in one transaction: the thread and message rows, and the files sent with them. */
const writing = (db: Db) => ({
  ...createConversationsRepository(db),
  files: createAttachmentsRepository(db),
});

export function createConversationsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage' | 'config' | 'jobs'>,
) {
  const inbox = createInboxRepository(ctx.db);
  const repository = createConversationsRepository(ctx.db);
  const correspondents = createCorrespondentsRepository(ctx.db);
  const attachments = createMessageAttachments(ctx);
  // The other side hears of a message in one batched notice (decision 114).
  const queueNotice = createMessageNoticeScheduler(ctx);

  async function visible(reader: Reader, threadId: string) {
    const row = await inbox.find(reader, threadId);
    if (!row) throw threadNotFound();
    return row;
  }

  async function authorFields(author: Author): Promise<Omit<NewMessage, 'threadId' | 'body' | 'createdAt'>> {
    if (author.kind === 'PARENT') {
      return {
        authorKind: 'PARENT',
        authorParentId: author.parentId,
        authorName: await correspondents.parentName(author.parentId),
      };
    }
    if (author.kind === 'OFFICE') {
      return {
        authorKind: 'STAFF',
        authorAdminId: author.principal.adminId,
        authorName: adminShownName(author.principal.email),
      };
    }
    return {
      authorKind: 'STAFF',
      authorManagerId: author.principal.managerId,
      authorName: author.principal.name,
    };
  }

  /** The thread with its messages, marked read for the reader up to now (unless told not to). */
  async function open(
    reader: Reader,
    threadId: string,
    opening: Opening = { markRead: true },
  ): Promise<Thread> {
    const row = await visible(reader, threadId);
    const now = ctx.clock();
    if (opening.markRead) {
      if (reader.kind === 'PARENT') await repository.markParentRead(threadId, reader.parentId, now);
      else await repository.markCentreRead(threadId, now);
    }
    const messages = await inbox.messagesOf(threadId);
    const files = await attachments.ofMessages(messages.map((message) => message.id));
    return {
      ...presentThread(row),
      unreadMessages: 0,
      messages: messages.map((message) => presentMessage(message, files.get(message.id))),
    };
  }

  return {
    async list(reader: Reader, query: InboxQuery): Promise<Inbox> {
      const [rows, unreadThreads] = await Promise.all([
        inbox.page(reader, query, query.limit),
        inbox.unreadThreads(reader),
      ]);
      return { ...pageOf(rows, query.limit), unreadThreads };
    },

    open,

    /** The staff side (a centre's or head office's inbox) sees the family's read receipts too. */
    async openAsStaff(reader: Reader, threadId: string, opening?: Opening): Promise<CentreThread> {
      const thread = await open(reader, threadId, opening);
      const receipts = await inbox.readReceipts(threadId, thread.family.id);
      return { ...thread, readReceipts: receipts.map(presentReceipt) };
    },

    /**
     * A parent's new thread about their child, to the child's centre or to head office (the thread
     * keeps the child's centre either way); a child not theirs is not found.
     */
    async startFromParent(parentId: string, form: ParentThreadForm, log: FollowUpLog): Promise<Thread> {
      const child = await correspondents.parentsChild(parentId, form.childId);
      if (!child) throw new AppError('NOT_FOUND', conversationMessages.childNotFound, 'childId');
      const author: Author = { kind: 'PARENT', parentId };
      const fields = await authorFields(author);
      const at = ctx.clock();
      const threadId = await inTransaction(ctx.db, writing, async (tx) => {
        const [thread] = await tx.insertThreads([
          {
            inbox: form.to ?? 'CENTRE',
            centreId: child.centreId,
            familyId: child.familyId,
            childId: child.id,
            subject: form.subject,
            startedByParentId: parentId,
            lastMessageAt: at,
          },
        ]);
        if (!thread) throw new Error('thread not created');
        const messageId = crypto.randomUUID();
        await tx.insertMessages([
          { ...fields, id: messageId, threadId: thread.id, body: form.body, createdAt: at },
        ]);
        await attachments.send(tx.files, uploaderOf(author), form.attachmentIds ?? [], [messageId]);
        await tx.markParentRead(thread.id, parentId, at);
        return thread.id;
      });
      await queueNotice(log, { threadId, side: 'CENTRE', urgent: false });
      return open(readerOf(author), threadId);
    },

    /** One thread per family reached, sharing a broadcast id when there are several. */
    async startFromStaff(
      principal: ManagerPrincipal,
      form: StaffThreadForm,
      log: FollowUpLog,
    ): Promise<SentThreads> {
      const recipients = await resolveRecipients(correspondents, principal.centreId, form.to);
      const fields = await authorFields({ kind: 'STAFF', principal });
      const at = ctx.clock();
      const broadcastId = recipients.length > 1 ? crypto.randomUUID() : null;
      const author: Author = { kind: 'STAFF', principal };
      const threadIds = await inTransaction(ctx.db, writing, async (tx) => {
        const threads = await tx.insertThreads(
          recipients.map((recipient) => ({
            centreId: principal.centreId,
            familyId: recipient.familyId,
            childId: recipient.childId,
            subject: form.subject,
            urgent: form.urgent ?? false,
            sensitive: form.sensitive ?? false,
            broadcastId,
            startedByManagerId: principal.managerId,
            lastMessageAt: at,
            centreReadAt: at,
          })),
        );
        const sent = threads.map((thread) => ({
          ...fields,
          id: crypto.randomUUID(),
          threadId: thread.id,
          body: form.body,
          createdAt: at,
        }));
        await tx.insertMessages(sent);
        await attachments.send(
          tx.files,
          uploaderOf(author),
          form.attachmentIds ?? [],
          sent.map((message) => message.id),
        );
        return threads.map((thread) => thread.id);
      });
      // Queued side by side: one after another, a broadcast's 60 notices took longer than its writes.
      await Promise.all(
        threadIds.map((threadId) =>
          queueNotice(log, { threadId, side: 'FAMILY', urgent: form.urgent ?? false }),
        ),
      );
      return { broadcastId, threadIds };
    },

    async reply(author: Author, threadId: string, form: ReplyForm, log: FollowUpLog): Promise<ThreadMessage> {
      const reader = readerOf(author);
      // Each a round trip of its own: side by side, a reply waits for one.
      const [{ urgent }, fields] = await Promise.all([visible(reader, threadId), authorFields(author)]);
      const at = ctx.clock();
      const id = crypto.randomUUID();
      const message = { ...fields, id, threadId, body: form.body, createdAt: at };
      const writtenBy = author.kind === 'PARENT' ? { parentId: author.parentId } : 'STAFF';
      if (form.attachmentIds?.length) {
        await inTransaction(ctx.db, writing, async (tx) => {
          await tx.insertReply(message, writtenBy);
          await attachments.send(tx.files, uploaderOf(author), form.attachmentIds ?? [], [id]);
        });
      } else {
        await repository.insertReply(message, writtenBy);
      }
      await queueNotice(log, { threadId, side: author.kind === 'PARENT' ? 'CENTRE' : 'FAMILY', urgent });
      // A message sent without files has none to read back.
      const files = form.attachmentIds?.length ? (await attachments.ofMessages([id])).get(id) : [];
      return presentMessage(
        { id, authorKind: fields.authorKind, authorName: fields.authorName, body: form.body, createdAt: at },
        files,
      );
    },

    /** A photo or PDF for the author's next message. */
    upload: (author: Author, bytes: Buffer, fileName?: string) =>
      attachments.upload(uploaderOf(author), bytes, fileName),

    /** The live audiences a reader follows: the centre's inbox, head office's, or each family of the parent. */
    async audiencesOf(reader: Reader): Promise<string[]> {
      if (reader.kind === 'CENTRE') return [centreAudience(reader.centreId)];
      if (reader.kind === 'OFFICE') return [officeAudience];
      return (await correspondents.familyIdsOf(reader.parentId)).map(familyAudience);
    },

    /** Archives for the reader's side only: the family's archive hides nothing from the centre. */
    async archive(reader: Reader, threadId: string, archived: boolean) {
      await visible(reader, threadId);
      await repository.archive(
        threadId,
        reader.kind === 'PARENT' ? 'PARENT' : 'STAFF',
        archived ? ctx.clock() : null,
      );
    },
  };
}
