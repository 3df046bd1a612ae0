/**
 * Whose conversations: a parent's family's, the centre's shared inbox read by its staff, or head
 * office's, read by admins with MESSAGES (who also read each centre's, decision 116).
 */
export type ConversationSide = 'parent' | 'centre' | 'office';

/**
 * The start of every query key of one side's conversations (inbox pages, unread count, threads):
 * a new message anywhere invalidates this prefix whole.
 */
export const conversationsKey = (side: ConversationSide) => ['conversations', side] as const;

/** Where each side's conversations are, and whose session calls them. */
export const sideApi = {
  parent: { path: '/parent/messages', auth: 'parent' },
  centre: { path: '/center/messages', auth: 'staff' },
  office: { path: '/admin/messages', auth: 'staff' },
} as const;

/** `…/messages/{threadId}` of a side. */
export const threadPath = (side: ConversationSide, threadId: string) =>
  `${sideApi[side].path}/${encodeURIComponent(threadId)}`;
