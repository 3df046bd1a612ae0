import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountedTile } from '@/components/counted-tile';
import { useUnreadThreads } from '../api/get-unread-threads';

/** The parent home's way to Messages, with how many conversations have something unread. */
export function MessagesTile({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation('parent');
  const unread = useUnreadThreads('parent').data ?? 0;
  return (
    <CountedTile
      to={to}
      className={className}
      icon={MessagesSquare}
      label={t('home.messages')}
      unread={unread}
      unreadLabel={t('home.unreadMessages', { count: unread })}
    />
  );
}
