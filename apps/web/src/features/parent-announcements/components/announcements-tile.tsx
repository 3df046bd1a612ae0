import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadAnnouncements } from '../api/get-unread-count';

/** The home's way to the Announcements, with how many are unread. */
export function AnnouncementsTile({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation('parent');
  const unread = useUnreadAnnouncements().data?.count ?? 0;
  return (
    <Link to={to} className={className}>
      <span className="relative">
        <Megaphone aria-hidden="true" className="text-brand-600" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-3 min-w-5 rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      {t('home.announcements')}
      {unread > 0 ? (
        <span className="sr-only">{t('home.unreadAnnouncements', { count: unread })}</span>
      ) : null}
    </Link>
  );
}
