import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityImageGrid } from '@/components/activity-image-grid';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { LinkedText } from '@/components/linked-text';
import { senderOf } from '@/lib/announcement-sender';
import { formatDateTime } from '@/lib/time';
import { useParentAnnouncement } from '../api/get-parent-announcements';

/** One announcement for the parent; the server marks it read as it answers. */
export function ParentAnnouncementView({ announcementId }: { announcementId: string }) {
  const { t } = useTranslation('announcements');
  const announcement = useParentAnnouncement(announcementId);
  if (announcement.error) return <DetailError error={announcement.error} notFound={t('detail.notFound')} />;
  if (!announcement.data) return <DetailSkeleton />;
  const { data } = announcement;
  return (
    <article className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-xl font-semibold break-words text-zinc-900">
          {data.pinned ? (
            <Pin aria-label={t('list.pinned')} role="img" className="size-5 shrink-0 text-brand-600" />
          ) : null}
          {data.title}
        </h1>
        <p className="text-sm text-zinc-600">
          {t('notices.byline', {
            author: senderOf(data),
            time: formatDateTime(data.publishedAt),
          })}
        </p>
      </header>
      <LinkedText text={data.body} />
      {data.images.length > 0 ? <ActivityImageGrid images={data.images} title={data.title} /> : null}
    </article>
  );
}
