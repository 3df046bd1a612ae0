import { z } from 'zod';
import { message } from '../messages/message-key';
import { pageLimitSchema } from '../shared/page-query';
import { conversationMessages, maxMessageSearch } from './conversation-form';

/**
 * Where the next page of an inbox starts: the last row's `lastMessageAt` instant and id, as the
 * list answered it in `nextCursor`. Opaque to clients; a cursor keeps the first pages fast however
 * long the inbox grows (decision 112).
 */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/;

export type InboxCursor = { at: string; id: string };

export const formatInboxCursor = (cursor: InboxCursor) => `${cursor.at}_${cursor.id}`;

const cursorSchema = z
  .string({ message: conversationMessages.cursor })
  .regex(cursorPattern, conversationMessages.cursor)
  .refine((value) => !Number.isNaN(Date.parse(value.split('_')[0] ?? '')), conversationMessages.cursor)
  .transform((value): InboxCursor => {
    const [, at = '', id = ''] = cursorPattern.exec(value) ?? [];
    return { at, id };
  });

/** `GET /…/messages`: the caller's inbox or its archive, narrowed by a search text or a child. */
export const inboxQuerySchema = z.object({
  search: z
    .string({ message: conversationMessages.search })
    .trim()
    .max(maxMessageSearch, conversationMessages.search)
    .optional(),
  childId: z.uuid({ error: conversationMessages.childNotFound }).optional(),
  archived: z
    .enum(['true', 'false'], { message: conversationMessages.archived })
    .transform((value) => value === 'true')
    .default(false),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(20),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/**
 * `GET /admin/messages`: head office's inbox, or with `centreId` one centre's shared inbox, read
 * by head office (each thread opened there is audited, decision 116).
 */
export const officeInboxQuerySchema = inboxQuerySchema.extend({
  centreId: z.uuid({ error: message('centre.notFound') }).optional(),
});
export type OfficeInboxQuery = z.output<typeof officeInboxQuerySchema>;
