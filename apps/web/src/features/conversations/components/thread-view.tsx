import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { messageText } from '@/i18n/i18n';
import type { ConversationSide } from '../api/conversations-key';
import { type ConversationThread, useThread } from '../api/get-thread';
import { ArchiveButton } from './archive-button';
import { MessageBubble } from './message-bubble';
import { ReadReceipts } from './read-receipts';
import { ReplyBox } from './reply-box';
import { staffSideName, ThreadMarks, useCorrespondent } from './thread-marks';

type ThreadViewProps = {
  side: ConversationSide;
  threadId: string;
  /** After archiving: the page goes where the next conversation is. */
  onArchived: () => void;
  /** More ways on from the thread beside Archive (staff: a new message to this family). */
  actions?: (thread: ConversationThread) => ReactNode;
};

/**
 * A conversation opened: its messages oldest first, staff's read receipts, the answer box. Head
 * office reads a centre's conversation without answering or archiving it (decision 116).
 */
export function ThreadView({ side, threadId, onArchived, actions }: ThreadViewProps) {
  const thread = useThread(side, threadId);
  if (thread.data)
    return <OpenThread side={side} thread={thread.data} onArchived={onArchived} actions={actions} />;
  if (thread.error) {
    return <DetailError error={thread.error} notFound={messageText('conversations.threadNotFound')} />;
  }
  return <DetailSkeleton />;
}

function OpenThread({
  side,
  thread,
  onArchived,
  actions,
}: Omit<ThreadViewProps, 'threadId'> & { thread: ConversationThread }) {
  const { t } = useTranslation('conversations');
  const correspondent = useCorrespondent();
  const messagesHeading = useId();
  const ownKind = side === 'parent' ? 'PARENT' : 'STAFF';
  const answerable = side !== 'office' || thread.inbox === 'HEAD_OFFICE';
  const staffSide = staffSideName(thread, t('thread.headOffice'));
  // The answer just sent is scrolled into view above the box, which keeps focus.
  const [sentId, setSentId] = useState<string | null>(null);
  useEffect(() => {
    if (sentId) document.getElementById(sentId)?.scrollIntoView({ block: 'nearest' });
  }, [sentId]);
  const about = thread.child ? t('thread.about', { child: thread.child.name }) : null;
  return (
    <div className="grid min-w-0 gap-4">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold text-zinc-950 [overflow-wrap:anywhere]">{thread.subject}</h1>
        <p className="text-sm text-zinc-600 [overflow-wrap:anywhere]">
          {[correspondent(thread, side), about].filter(Boolean).join(' · ')}
        </p>
        {thread.urgent || thread.sensitive ? (
          <p className="flex flex-wrap gap-2">
            <ThreadMarks thread={thread} />
          </p>
        ) : null}
      </header>
      {answerable ? (
        <div className="flex flex-wrap gap-2">
          <ArchiveButton
            side={side}
            threadId={thread.id}
            archived={thread.archived}
            onArchived={onArchived}
          />
          {actions?.(thread)}
        </div>
      ) : (
        <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700">
          {t('thread.centreReadOnly', { centre: thread.centre.name })}
        </p>
      )}
      <section aria-labelledby={messagesHeading} className="grid min-w-0 gap-3">
        <h2 id={messagesHeading} className="sr-only">
          {t('thread.messages')}
        </h2>
        <ol className="grid min-w-0 gap-3">
          {thread.messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`} className="grid min-w-0">
              <MessageBubble message={message} staffSide={staffSide} own={message.author.kind === ownKind} />
            </li>
          ))}
        </ol>
      </section>
      {thread.readReceipts ? (
        <ReadReceipts receipts={thread.readReceipts} messages={thread.messages} />
      ) : null}
      {answerable ? (
        <ReplyBox side={side} threadId={thread.id} onSent={(message) => setSentId(`message-${message.id}`)} />
      ) : null}
    </div>
  );
}
