import type { AnnouncementNotice } from '@cic/contract';
import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityImageGrid } from '@/components/activity-image-grid';
import { LinkedText } from '@/components/linked-text';
import { senderOf } from '@/lib/announcement-sender';
import { formatDate, formatDateTime } from '@/lib/time';

/** One announcement as its readers see it: title, who and when, the text with links, the images. */
export function NoticeView({ notice }: { notice: AnnouncementNotice }) {
  const { t } = useTranslation('announcements');
  return (
    <article className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-xl font-semibold break-words text-zinc-950">
          {notice.pinned ? (
            <Pin aria-label={t('list.pinned')} role="img" className="size-5 shrink-0 text-brand-600" />
          ) : null}
          {notice.title}
        </h1>
        <p className="text-sm text-zinc-600">
          {t('notices.byline', {
            author: senderOf(notice),
            time: formatDateTime(notice.publishedAt),
          })}
        </p>
        {notice.endDate ? (
          <p className="text-xs text-zinc-500">{t('notices.until', { date: formatDate(notice.endDate) })}</p>
        ) : null}
      </header>
      <LinkedText text={notice.body} />
      {notice.images.length > 0 ? <ActivityImageGrid images={notice.images} title={notice.title} /> : null}
    </article>
  );
}
