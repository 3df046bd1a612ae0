import type { ParentAnnouncement } from '@cic/contract';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FeedStates } from '@/components/feed-states';
import { LoadMoreButton } from '@/components/load-more-button';
import { NoticeCardLink, NoticeCardSkeleton, PinnedMark } from '@/components/notice-parts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useParentAnnouncements } from '../api/get-parent-announcements';

/** The family's announcements: pinned first, then newest; unread ones marked; 'Load more' for older. */
export function AnnouncementFeed({ href }: { href: (announcementId: string) => string }) {
  const { t } = useTranslation('announcements');
  const feed = useParentAnnouncements();

  return (
    <FeedStates
      feed={feed}
      loading={{ count: 3, label: t('parent.loading'), card: <NoticeCardSkeleton /> }}
      failed={{ icon: <Megaphone aria-hidden="true" />, title: t('parent.loadFailed') }}
    >
      {(data) => {
        const announcements = data.pages.flatMap((page) => page.announcements);
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
      }}
    </FeedStates>
  );
}

function AnnouncementCard({ announcement, href }: { announcement: ParentAnnouncement; href: string }) {
  const { t } = useTranslation('announcements');
  return (
    <NoticeCardLink
      notice={announcement}
      href={href}
      className={announcement.unread ? 'border-brand-300' : 'border-zinc-200'}
    >
      <span className="flex flex-wrap items-center gap-2">
        <PinnedMark pinned={announcement.pinned} className="size-4" />
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
    </NoticeCardLink>
  );
}
