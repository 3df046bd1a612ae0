import { z } from 'zod';
import { message } from '../messages/message-key';
import { pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';

export const maxMessageSubject = 200;
export const maxMessageBody = 5000;
/** Chosen children beyond this are better sent to every family of the centre. */
export const maxMessageChildren = 500;
export const maxMessageSearch = 200;
/** Photos and PDFs a message may carry, each at most 10 MB (the photo limit). */
export const maxMessageAttachments = 5;
export const messageAttachmentKinds = ['PHOTO', 'PDF'] as const;
export type MessageAttachmentKind = (typeof messageAttachmentKinds)[number];
/** The multipart field of an attachment upload. */
export const messageAttachmentField = 'file';

/** Who wrote a message: a parent of the thread's family or the centre's staff. */
export const messageAuthorKinds = ['PARENT', 'STAFF'] as const;
export type MessageAuthorKind = (typeof messageAuthorKinds)[number];

/**
 * Whose inbox a thread is in on the staff side (decision 116): the child's centre's shared inbox,
 * or head office's (admins with MESSAGES). Either way the thread keeps the child's centre.
 */
export const messageInboxes = ['CENTRE', 'HEAD_OFFICE'] as const;
export type MessageInbox = (typeof messageInboxes)[number];

export const conversationMessages = {
  subject: message('conversations.subject'),
  body: message('conversations.body'),
  child: message('conversations.child'),
  childNotFound: message('conversations.childNotFound'),
  familyNotFound: message('conversations.familyNotFound'),
  recipients: message('conversations.recipients'),
  tooManyChildren: message('conversations.tooManyChildren', { max: maxMessageChildren }),
  noFamilies: message('conversations.noFamilies'),
  threadNotFound: message('conversations.threadNotFound'),
  flag: message('conversations.flag'),
  archived: message('conversations.archived'),
  search: message('conversations.search'),
  cursor: message('conversations.cursor'),
  attachments: message('conversations.attachments', { max: maxMessageAttachments }),
  attachmentNotFound: message('conversations.attachmentNotFound'),
  attachmentType: message('conversations.attachmentType'),
  attachmentTooLarge: message('conversations.attachmentTooLarge'),
  oneFile: message('conversations.oneFile'),
  inbox: message('conversations.inbox'),
} as const;

/** `/…/messages/{threadId}` for parents and staff. */
export const threadIdParams = z.object({ threadId: pathId(conversationMessages.threadNotFound) });

const subjectSchema = readableText(
  z
    .string({ message: conversationMessages.subject })
    .trim()
    .min(1, conversationMessages.subject)
    .max(maxMessageSubject, message('common.atMostCharacters', { max: maxMessageSubject })),
  { min: 1, message: conversationMessages.subject },
);
const bodySchema = readableText(
  z
    .string({ message: conversationMessages.body })
    .trim()
    .min(1, conversationMessages.body)
    .max(maxMessageBody, message('common.atMostCharacters', { max: maxMessageBody })),
  { min: 1, message: conversationMessages.body },
);
const childIdSchema = z.uuid({ error: conversationMessages.childNotFound });
/** The parent's form asks for a child first ('' while none is chosen), then one of theirs. */
const chosenChildSchema = z.uuid({
  error: (issue) => (issue.input ? conversationMessages.childNotFound : conversationMessages.child),
});
const flagSchema = z.boolean({ message: conversationMessages.flag }).default(false);
/** Files uploaded first (`…/messages/attachments`) and sent with the message by their ids. */
const attachmentIdsSchema = z
  .array(z.uuid({ error: conversationMessages.attachmentNotFound }), {
    message: conversationMessages.attachmentNotFound,
  })
  .max(maxMessageAttachments, conversationMessages.attachments)
  .default([]);

/** A parent's new thread about their child, to the child's centre (by default) or to head office. */
export const parentThreadFormSchema = z.object({
  to: z.enum(messageInboxes, { message: conversationMessages.inbox }).default('CENTRE'),
  childId: chosenChildSchema,
  subject: subjectSchema,
  body: bodySchema,
  attachmentIds: attachmentIdsSchema,
});
export type ParentThreadForm = z.input<typeof parentThreadFormSchema>;

/** A reply in a thread, from either side. */
export const replyFormSchema = z.object({ body: bodySchema, attachmentIds: attachmentIdsSchema });
export type ReplyForm = z.input<typeof replyFormSchema>;

/**
 * Whom staff write to: one family (optionally about one of its children), the families of the
 * chosen children, or every family with a child at the centre. Each family gets its own thread.
 */
export const messageRecipientsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('FAMILY'), familyId: z.uuid({ error: conversationMessages.familyNotFound }) }),
    z.object({
      kind: z.literal('CHILDREN'),
      childIds: z
        .array(childIdSchema, { message: conversationMessages.recipients })
        .min(1, conversationMessages.recipients)
        .max(maxMessageChildren, conversationMessages.tooManyChildren),
    }),
    z.object({ kind: z.literal('CENTRE') }),
  ],
  { error: conversationMessages.recipients },
);
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/** A staff message that opens one thread per family it reaches. */
export const staffThreadFormSchema = z.object({
  to: messageRecipientsSchema,
  subject: subjectSchema,
  body: bodySchema,
  urgent: flagSchema,
  sensitive: flagSchema,
  attachmentIds: attachmentIdsSchema,
});
export type StaffThreadForm = z.input<typeof staffThreadFormSchema>;

/** An attachment upload's text field beside its file: the name the reader's phone saves it as. */
export const messageAttachmentFieldsSchema = z.object({
  fileName: z
    .string()
    .trim()
    .max(200, message('common.atMostCharacters', { max: 200 }))
    .optional(),
});

/** Keeps a thread out of (or puts it back in) the caller's side's inbox. */
export const archiveThreadFormSchema = z.object({
  archived: z.boolean({ message: conversationMessages.archived }),
});
export type ArchiveThreadForm = z.infer<typeof archiveThreadFormSchema>;
