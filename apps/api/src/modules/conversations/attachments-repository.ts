import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageAttachments } from '../../db/schema/index';

export type NewAttachment = typeof messageAttachments.$inferInsert;

/** Who uploaded a pending attachment, and so who may send it. */
export type Uploader =
  | { kind: 'PARENT'; parentId: string }
  | { kind: 'STAFF'; managerId: string }
  | { kind: 'ADMIN'; adminId: string };

const uploadedBy = (uploader: Uploader) => {
  if (uploader.kind === 'PARENT') return eq(messageAttachments.uploadedByParentId, uploader.parentId);
  if (uploader.kind === 'ADMIN') return eq(messageAttachments.uploadedByAdminId, uploader.adminId);
  return eq(messageAttachments.uploadedByManagerId, uploader.managerId);
};

const attachmentColumns = {
  id: messageAttachments.id,
  messageId: messageAttachments.messageId,
  kind: messageAttachments.kind,
  fileKey: messageAttachments.fileKey,
  thumbnailKey: messageAttachments.thumbnailKey,
  fileName: messageAttachments.fileName,
  sizeBytes: messageAttachments.sizeBytes,
};

/** Photos and PDFs: uploaded pending, then sent with messages. */
export function createAttachmentsRepository(db: Db) {
  return {
    async insertPending(values: NewAttachment) {
      const [row] = await db.insert(messageAttachments).values(values).returning(attachmentColumns);
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    /**
     * Sends the uploader's pending attachments with each of `messageIds` (a broadcast's message
     * per family each gets its own row naming the same files). Answers false, changing nothing,
     * when any id is not a pending upload of theirs.
     */
    async send(
      uploader: Uploader,
      attachmentIds: string[],
      messageIds: string[],
      at: Date,
    ): Promise<boolean> {
      if (attachmentIds.length === 0) return true;
      const pending = await db
        .delete(messageAttachments)
        .where(
          and(
            inArray(messageAttachments.id, attachmentIds),
            isNull(messageAttachments.messageId),
            uploadedBy(uploader),
          ),
        )
        .returning();
      if (pending.length !== new Set(attachmentIds).size) return false;
      const ordered = attachmentIds.flatMap((id) => pending.filter((row) => row.id === id));
      // A millisecond apart, so each message lists its files in the order they were attached.
      const sentAt = at.getTime();
      await db.insert(messageAttachments).values(
        messageIds.flatMap((messageId) =>
          ordered.map(({ id: _id, messageId: _none, createdAt: _at, ...row }, index) => ({
            ...row,
            messageId,
            createdAt: new Date(sentAt + index),
          })),
        ),
      );
      return true;
    },

    /** The attachments of these messages, in the order they were sent. */
    async ofMessages(messageIds: string[]) {
      if (messageIds.length === 0) return [];
      return db
        .select(attachmentColumns)
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, messageIds))
        .orderBy(sql`${messageAttachments.createdAt}, ${messageAttachments.id}`);
    },
  };
}

export type AttachmentRow = Awaited<
  ReturnType<ReturnType<typeof createAttachmentsRepository>['ofMessages']>
>[number];
