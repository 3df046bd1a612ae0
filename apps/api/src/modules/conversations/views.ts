import {
  formatInboxCursor,
  type MessageAttachment,
  type MessageAuthorKind,
  type ThreadMessage,
  type ThreadSummary,
} from '@cic/contract';
import type { ThreadRow } from './inbox-repository';

/** An inbox row as the contract answers it. */
export function presentThread(row: ThreadRow): ThreadSummary {
  const { archivedAt, lastMessageAt, ...rest } = row;
  return { ...rest, lastMessageAt: lastMessageAt.toISOString(), archived: archivedAt !== null };
}

export function presentMessage(
  row: {
    id: string;
    authorKind: MessageAuthorKind;
    authorName: string;
    body: string;
    createdAt: Date;
  },
  attachments: MessageAttachment[] = [],
): ThreadMessage {
  return {
    id: row.id,
    author: { kind: row.authorKind, name: row.authorName },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    attachments,
  };
}

export function presentReceipt(row: { id: string; name: string; readAt: Date | null }) {
  return { parent: { id: row.id, name: row.name }, readAt: row.readAt?.toISOString() ?? null };
}

/** A page of `limit` rows read with one more: the extra row says a next page exists. */
export function pageOf(rows: ThreadRow[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? formatInboxCursor({ at: last.lastMessageAt.toISOString(), id: last.id })
      : null;
  return { threads: shown.map(presentThread), nextCursor };
}
