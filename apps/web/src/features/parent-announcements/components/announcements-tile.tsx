import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountedTile } from '@/components/counted-tile';
import { useUnreadAnnouncements } from '../api/get-unread-count';

/** The home's way to the Announcements, with how many are unread. */
export function AnnouncementsTile({ to, className }: { to: string; className: string }) {
  const { t } = useTranslation('parent');
  const unread = useUnreadAnnouncements().data?.count ?? 0;
  return (
    <CountedTile
      to={to}
      className={className}
      icon={Megaphone}
      label={t('home.announcements')}
      unread={unread}
      unreadLabel={t('home.unreadAnnouncements', { count: unread })}
    />
  );
}
