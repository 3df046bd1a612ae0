import { z } from 'zod';
import { messageAttachmentKinds, messageAuthorKinds, messageInboxes } from './conversation-form';

const refSchema = z.object({ id: z.uuid(), name: z.string() });

/** One inbox row. Instants are ISO strings. */
export const threadSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  /** The staff side: the centre's shared inbox or head office's; `centre` is the child's centre either way. */
  inbox: z.enum(messageInboxes),
  centre: refSchema,
  /** The family's name as kept (`namedAfter`); pages make 'Tan Family' from it in the reader's language. */
  family: z.object({ id: z.uuid(), namedAfter: z.string() }),
  child: refSchema.nullable(),
  urgent: z.boolean(),
  sensitive: z.boolean(),
  broadcastId: z.uuid().nullable(),
  lastMessageAt: z.string(),
  /** Messages from the other side the caller has not read. */
  unreadMessages: z.number().int(),
  archived: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** An inbox page, with the caller's unread threads in the whole inbox for the homes' counts. */
export const inboxSchema = z.object({
  threads: z.array(threadSummarySchema),
  unreadThreads: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** An uploaded photo or PDF, not yet sent: its id goes with the message. */
export const uploadedAttachmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(messageAttachmentKinds),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

/** A sent attachment with its signed links (a photo's thumbnail; null for a PDF). */
export const messageAttachmentSchema = uploadedAttachmentSchema.extend({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** One message; a staff author shows with the centre's name (the thread's `centre`), or with Head office's. */
export const threadMessageSchema = z.object({
  id: z.uuid(),
  author: z.object({ kind: z.enum(messageAuthorKinds), name: z.string() }),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(messageAttachmentSchema),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** Up to when a parent of the family has read the thread (null: not yet). */
export const readReceiptSchema = z.object({ parent: refSchema, readAt: z.string().nullable() });
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/** A thread with its messages, oldest first. */
export const threadSchema = threadSummarySchema.extend({ messages: z.array(threadMessageSchema) });
export type Thread = z.infer<typeof threadSchema>;

/** What staff see: the thread with the family's read receipts. */
export const centreThreadSchema = threadSchema.extend({ readReceipts: z.array(readReceiptSchema) });
export type CentreThread = z.infer<typeof centreThreadSchema>;

/** A staff message's answer: the threads it opened, one per family, sharing a broadcast id. */
export const sentThreadsSchema = z.object({
  broadcastId: z.uuid().nullable(),
  threadIds: z.array(z.uuid()),
});
export type SentThreads = z.infer<typeof sentThreadsSchema>;

/** `GET /admin/messages/centres`: every centre by name, whose shared inbox head office may read. */
export const officeCentresSchema = z.array(refSchema);
export type OfficeCentre = z.infer<typeof officeCentresSchema>[number];
