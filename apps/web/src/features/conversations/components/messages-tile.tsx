import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBubble } from '@/components/count-bubble';
import { useUnreadThreads } from '../api/get-unread-threads';

/** The parent home's way to Messages, with how many conversations have something unread. */
export function MessagesTile({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation('parent');
  const unread = useUnreadThreads('parent').data ?? 0;
  return (
    <Link to={to} className={className}>
      <span className="relative">
        <MessagesSquare aria-hidden="true" className="text-brand-600" />
        <CountBubble count={unread} className="-top-2 -right-3" />
      </span>
      {t('home.messages')}
      {unread > 0 ? <span className="sr-only">{t('home.unreadMessages', { count: unread })}</span> : null}
    </Link>
  );
}
