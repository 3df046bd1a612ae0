import type { AnnouncementNotice } from '@cic/contract';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailError } from '@/components/detail-parts';
import { EmptyState } from '@/components/empty-state';
import { NoticeCardLink, NoticeCardSkeleton, PinnedMark } from '@/components/notice-parts';
import { SkeletonCards } from '@/components/skeleton-cards';
import { useNotices } from '../api/get-notices';

/** The centre's announcements as teachers read them: pinned first, then newest. */
export function NoticeList({ href }: { href: (announcementId: string) => string }) {
  const { t } = useTranslation('announcements');
  const notices = useNotices();
  if (notices.error) return <DetailError error={notices.error} notFound={t('detail.notFound')} />;
  if (!notices.data) {
    return (
      <SkeletonCards count={3} label={t('notices.loading')}>
        <NoticeCardSkeleton />
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
  return (
    <NoticeCardLink notice={notice} href={href} className="border-zinc-200">
      <span className="flex items-center gap-2 font-medium break-words text-zinc-900">
        <PinnedMark pinned={notice.pinned} className="size-4" />
        {notice.title}
      </span>
    </NoticeCardLink>
  );
}
