import type { ParentAnnouncement } from '@cic/contract';
import { Megaphone, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { SkeletonCards } from '@/components/skeleton-cards';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { senderOf } from '@/lib/announcement-sender';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';
import { useParentAnnouncements } from '../api/get-parent-announcements';

/** The family's announcements: pinned first, then newest; unread ones marked; 'Load more' for older. */
export function AnnouncementFeed({ href }: { href: (announcementId: string) => string }) {
  const { t } = useTranslation('announcements');
  const feed = useParentAnnouncements();

  if (feed.isPending) {
    return (
      <SkeletonCards count={3} label={t('parent.loading')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </SkeletonCards>
    );
  }
  if (!feed.data) {
    return (
      <LoadFailedState
        icon={<Megaphone aria-hidden="true" />}
        title={t('parent.loadFailed')}
        error={feed.error}
        onRetry={feed.refetch}
      />
    );
  }
  const announcements = feed.data.pages.flatMap((page) => page.announcements);
  if (announcements.length === 0) {
    return (
      <EmptyState
        icon={<Megaphone aria-hidden="true" />}
        title={t('parent.emptyTitle')}
        text={t('parent.empty')}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} href={href(announcement.id)} />
          </li>
        ))}
      </ul>
      <LoadMoreButton feed={feed} label={t('parent.loadMore')} loadingLabel={t('parent.loadingMore')} />
    </div>
  );
}

function AnnouncementCard({ announcement, href }: { announcement: ParentAnnouncement; href: string }) {
  const { t } = useTranslation('announcements');
  return (
    <Link
      to={href}
      className={cn(
        'grid gap-1 rounded-2xl border bg-white p-4 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        announcement.unread ? 'border-brand-300' : 'border-zinc-200',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        {announcement.pinned ? (
          <Pin aria-label={t('list.pinned')} role="img" className="size-4 shrink-0 text-brand-600" />
        ) : null}
        <span
          className={cn(
            'min-w-0 break-words text-zinc-900',
            announcement.unread ? 'font-semibold' : 'font-medium',
          )}
        >
          {announcement.title}
        </span>
        {announcement.unread ? <Badge>{t('parent.unread')}</Badge> : null}
      </span>
      <span className="text-xs text-zinc-500">
        {t('notices.byline', {
          author: senderOf(announcement),
          time: formatDateTime(announcement.publishedAt),
        })}
      </span>
      <span className="line-clamp-2 text-sm text-zinc-700">{announcement.body}</span>
    </Link>
  );
}
