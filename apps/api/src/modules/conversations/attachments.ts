import { randomUUID } from 'node:crypto';
import {
  conversationMessages,
  kualaLumpurDay,
  type MessageAttachment,
  type UploadedAttachment,
} from '@cic/contract';
import { processPhotoWithThumbnail, sniffPhotoType } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { storeProcessedPhoto } from '../../shared/stored-photos';
import { type AttachmentRow, createAttachmentsRepository, type Uploader } from './attachments-repository';

/** How long a PDF's download link works: a thread is read, then its file opened, within the hour. */
const pdfLinkSeconds = 60 * 60;

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** A file name as sent, or one from its kind: what the reader's phone saves the file as. */
function shownName(name: string | undefined, kind: 'PHOTO' | 'PDF') {
  const given = name?.trim();
  if (given) return given;
  return kind === 'PHOTO' ? 'photo.jpg' : 'document.pdf';
}

/**
 * Photos and PDFs sent with messages (decision 112): a photo is checked, re-encoded without its
 * metadata and given a thumbnail like every photo of the product; a PDF is known by its first
 * bytes and stored as sent. Both are read through signed links only.
 */
export function createMessageAttachments(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createAttachmentsRepository(ctx.db);
  const photoLinks = createSignedUrlCache(ctx.storage);

  async function store(bytes: Buffer) {
    const day = kualaLumpurDay(ctx.clock());
    if (isPdf(bytes)) {
      const fileKey = `messages/${day.slice(0, 4)}/${day.slice(5, 7)}/${randomUUID()}.pdf`;
      await ctx.storage.put(fileKey, bytes, 'application/pdf');
      return { kind: 'PDF' as const, fileKey, thumbnailKey: null };
    }
    if (!sniffPhotoType(bytes)) {
      throw new AppError('UNSUPPORTED_MEDIA', conversationMessages.attachmentType, 'file');
    }
    const keys = await storeProcessedPhoto(
      ctx.storage,
      'messages',
      day,
      await processPhotoWithThumbnail(bytes),
    );
    return { kind: 'PHOTO' as const, fileKey: keys.photoKey, thumbnailKey: keys.thumbnailKey };
  }

  return {
    /** Stores an upload pending until its uploader sends it with a message. */
    async upload(uploader: Uploader, bytes: Buffer, fileName?: string): Promise<UploadedAttachment> {
      const stored = await store(bytes);
      const row = await repository.insertPending({
        ...stored,
        fileName: shownName(fileName, stored.kind),
        sizeBytes: bytes.length,
        createdAt: ctx.clock(),
        uploadedByParentId: uploader.kind === 'PARENT' ? uploader.parentId : null,
        uploadedByManagerId: uploader.kind === 'STAFF' ? uploader.managerId : null,
        uploadedByAdminId: uploader.kind === 'ADMIN' ? uploader.adminId : null,
      });
      return { id: row.id, kind: row.kind, fileName: row.fileName, sizeBytes: row.sizeBytes };
    },

    /** In the message's transaction: the uploads go with each message, or nothing is sent. */
    async send(
      tx: ReturnType<typeof createAttachmentsRepository>,
      uploader: Uploader,
      attachmentIds: string[],
      messageIds: string[],
    ) {
      if (!(await tx.send(uploader, attachmentIds, messageIds, ctx.clock()))) {
        throw new AppError('NOT_FOUND', conversationMessages.attachmentNotFound, 'attachmentIds');
      }
    },

    /** Each message's attachments with their signed links, by message id. */
    async ofMessages(messageIds: string[]): Promise<Map<string, MessageAttachment[]>> {
      const rows = await repository.ofMessages(messageIds);
      const photos = rows.filter((row) => row.kind === 'PHOTO');
      const links = await photoLinks.urls(
        photos.flatMap((row) => [row.fileKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]),
      );
      const byMessage = new Map<string, MessageAttachment[]>();
      for (const row of rows) {
        const attachment = await present(row, links);
        const messageId = row.messageId ?? '';
        byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), attachment]);
      }
      return byMessage;
    },
  };

  async function present(row: AttachmentRow, links: Map<string, string>): Promise<MessageAttachment> {
    const url =
      row.kind === 'PHOTO'
        ? (links.get(row.fileKey) ?? '')
        : await ctx.storage.downloadUrl(row.fileKey, pdfLinkSeconds, row.fileName);
    const thumbnailUrl = row.thumbnailKey ? (links.get(row.thumbnailKey) ?? null) : null;
    return {
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      url,
      thumbnailUrl,
    };
  }
}
export type MessageAttachments = ReturnType<typeof createMessageAttachments>;
