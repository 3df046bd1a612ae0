import type { ThreadSummary } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';
import type { ConversationSide } from '../api/conversations-key';
import { ThreadMarks, useCorrespondent } from './thread-marks';

/**
 * One conversation of an inbox, opening it: its subject, whom it is with and about, when it last
 * moved, and how many of the other side's messages are unread.
 */
export function InboxRow({
  thread,
  side,
  href,
}: {
  thread: ThreadSummary;
  side: ConversationSide;
  href: string;
}) {
  const { t } = useTranslation('conversations');
  const correspondent = useCorrespondent();
  const unread = thread.unreadMessages > 0;
  return (
    <Link
      to={href}
      className={cn(
        'grid gap-1 rounded-2xl border bg-white p-4 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        unread ? 'border-brand-300' : 'border-zinc-200',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'min-w-0 text-zinc-900 [overflow-wrap:anywhere]',
            unread ? 'font-semibold' : 'font-medium',
          )}
        >
          {thread.subject}
        </span>
        {unread ? <Badge>{t('inbox.unread', { count: thread.unreadMessages })}</Badge> : null}
        <ThreadMarks thread={thread} />
      </span>
      <span className="text-sm text-zinc-700 [overflow-wrap:anywhere]">
        {[correspondent(thread, side), thread.child?.name].filter(Boolean).join(' · ')}
      </span>
      <span className="text-xs text-zinc-500">
        {t('inbox.lastMessage', { time: formatDateTime(thread.lastMessageAt) })}
      </span>
    </Link>
  );
}
