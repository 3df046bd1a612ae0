import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBubble } from '@/components/count-bubble';
import { useUnreadAnnouncements } from '../api/get-unread-count';

/** The home's way to the Announcements, with how many are unread. */
export function AnnouncementsTile({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation('parent');
  const unread = useUnreadAnnouncements().data?.count ?? 0;
  return (
    <Link to={to} className={className}>
      <span className="relative">
        <Megaphone aria-hidden="true" className="text-brand-600" />
        <CountBubble count={unread} className="-top-2 -right-3" />
      </span>
      {t('home.announcements')}
      {unread > 0 ? (
        <span className="sr-only">{t('home.unreadAnnouncements', { count: unread })}</span>
      ) : null}
    </Link>
  );
}
