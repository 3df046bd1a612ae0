import type { ThreadMessage } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '@/components/linked-text';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';
import { MessageAttachments } from './message-attachments';

/**
 * One message: who wrote it (staff with the thread's centre or Head office, never a personal account), its text
 * wrapped however long its words, and when, in Kuala Lumpur time. The reader's own side's messages
 * sit on the right.
 */
export function MessageBubble({
  message,
  staffSide,
  own,
}: {
  message: ThreadMessage;
  /** The centre's name, or Head office: where a staff author writes from. */
  staffSide: string;
  own: boolean;
}) {
  const { t } = useTranslation('conversations');
  const author =
    message.author.kind === 'STAFF'
      ? t('thread.staffAuthor', { name: message.author.name, centre: staffSide })
      : message.author.name;
  return (
    <article
      className={cn(
        'grid max-w-[min(36rem,90%)] min-w-0 gap-1 rounded-2xl border px-4 py-3 shadow-xs',
        own ? 'justify-self-end border-brand-200 bg-brand-50' : 'justify-self-start border-zinc-200 bg-white',
      )}
    >
      <h3 className="text-xs font-semibold text-zinc-800 [overflow-wrap:anywhere]">{author}</h3>
      <LinkedText
        text={message.body}
        className="text-sm whitespace-pre-wrap text-zinc-900 [overflow-wrap:anywhere]"
      />
      <MessageAttachments attachments={message.attachments} />
      <p className="text-xs text-zinc-500">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
    </article>
  );
}
