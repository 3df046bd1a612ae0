import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { NoticeView } from '@/components/notice-view';
import { useParentAnnouncement } from '../api/get-parent-announcements';

/** One announcement for the parent; the server marks it read as it answers. */
export function ParentAnnouncementView({ announcementId }: { announcementId: string }) {
  const { t } = useTranslation('announcements');
  const announcement = useParentAnnouncement(announcementId);
  if (announcement.error) return <DetailError error={announcement.error} notFound={t('detail.notFound')} />;
  if (!announcement.data) return <DetailSkeleton />;
  return <NoticeView notice={announcement.data} />;
}
