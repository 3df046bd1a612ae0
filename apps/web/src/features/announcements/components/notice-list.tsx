import type { AnnouncementNotice } from '@cic/contract';
import { Megaphone, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailError } from '@/components/detail-parts';
import { EmptyState } from '@/components/empty-state';
import { SkeletonCards } from '@/components/skeleton-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { senderOf } from '@/lib/announcement-sender';
import { formatDateTime } from '@/lib/time';
import { useNotices } from '../api/get-notices';

/** The centre's announcements as teachers read them: pinned first, then newest. */
export function NoticeList({ href }: { href: (announcementId: string) => string }) {
  const { t } = useTranslation('announcements');
  const notices = useNotices();
  if (notices.error) return <DetailError error={notices.error} notFound={t('detail.notFound')} />;
  if (!notices.data) {
    return (
      <SkeletonCards count={3} label={t('notices.loading')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </SkeletonCards>
    );
  }
  if (notices.data.length === 0) {
    return (
      <EmptyState icon={<Megaphone aria-hidden="true" />} title={t('notices.emptyTitle')}>
        <p className="text-sm text-zinc-600">{t('notices.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {notices.data.map((notice) => (
        <li key={notice.id}>
          <NoticeCard notice={notice} href={href(notice.id)} />
        </li>
      ))}
    </ul>
  );
}

function NoticeCard({ notice, href }: { notice: AnnouncementNotice; href: string }) {
  const { t } = useTranslation('announcements');
  return (
    <Link
      to={href}
      className="grid gap-1 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-center gap-2 font-medium break-words text-zinc-900">
        {notice.pinned ? (
          <Pin aria-label={t('list.pinned')} role="img" className="size-4 shrink-0 text-brand-600" />
        ) : null}
        {notice.title}
      </span>
      <span className="text-xs text-zinc-500">
        {t('notices.byline', {
          author: senderOf(notice),
          time: formatDateTime(notice.publishedAt),
        })}
      </span>
      <span className="line-clamp-2 text-sm text-zinc-700">{notice.body}</span>
    </Link>
  );
}
