import type { ParentAnnouncement } from '@cic/contract';
import { Megaphone, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SkeletonCards } from '@/components/skeleton-cards';
import { TryAgainButton } from '@/components/try-again-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { senderOf } from '@/lib/announcement-sender';
import { getErrorMessage } from '@/lib/api-client';
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
      <div role="alert">
        <EmptyState icon={<Megaphone aria-hidden="true" />} title={t('parent.loadFailed')}>
          <p className="max-w-xs text-sm text-zinc-600">{getErrorMessage(feed.error)}</p>
          <TryAgainButton onRetry={feed.refetch} />
        </EmptyState>
      </div>
    );
  }
  const announcements = feed.data.pages.flatMap((page) => page.announcements);
  if (announcements.length === 0) {
    return (
      <EmptyState icon={<Megaphone aria-hidden="true" />} title={t('parent.emptyTitle')}>
        <p className="max-w-xs text-sm text-zinc-600">{t('parent.empty')}</p>
      </EmptyState>
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
      {feed.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? t('parent.loadingMore') : t('parent.loadMore')}
        </Button>
      ) : null}
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
