import type { AnnouncementNotice } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/time';
import { ActivityImageGrid } from './activity-image-grid';
import { LinkedText } from './linked-text';
import { NoticeByline, PinnedMark } from './notice-parts';

/**
 * One announcement as its readers see it (teachers and parents): title, who and when, the text
 * with links, the images. `showEndDate`: the teachers' page also says until when it is shown.
 */
export function NoticeView({
  notice,
  showEndDate = false,
}: {
  notice: AnnouncementNotice;
  showEndDate?: boolean;
}) {
  const { t } = useTranslation('announcements');
  return (
    <article className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-xl font-semibold break-words text-zinc-900">
          <PinnedMark pinned={notice.pinned} className="size-5" />
          {notice.title}
        </h1>
        <p className="text-sm text-zinc-600">
          <NoticeByline notice={notice} />
        </p>
        {showEndDate && notice.endDate ? (
          <p className="text-xs text-zinc-500">{t('notices.until', { date: formatDate(notice.endDate) })}</p>
        ) : null}
      </header>
      <LinkedText text={notice.body} />
      {notice.images.length > 0 ? <ActivityImageGrid images={notice.images} title={notice.title} /> : null}
    </article>
  );
}
