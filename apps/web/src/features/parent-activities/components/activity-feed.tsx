import { ImageOff, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FeedStates } from '@/components/feed-states';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useParentActivities } from '../api/get-parent-activities';
import { ActivityPost } from './activity-post';

/** A post's card while the feed loads: its day, title, text and first photos. */
function PostSkeleton() {
  return (
    <>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-12" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <Skeleton className="aspect-square w-full rounded-lg" />
      </div>
    </>
  );
}

/** The activities this parent's children's centres shared with them, newest first, 'Load more' for older ones. */
export function ActivityFeed() {
  const { t } = useTranslation('parent');
  const feed = useParentActivities();
  const nothingShared = (text: string) => (
    <EmptyState icon={<Images aria-hidden="true" />} title={t('activityFeed.empty')} text={text} />
  );

  return (
    <FeedStates
      feed={feed}
      loading={{ count: 2, label: t('activityFeed.loading'), card: <PostSkeleton /> }}
      failed={{ icon: <ImageOff aria-hidden="true" />, title: t('activityFeed.loadFailed') }}
      // The centre switched activities off: the same empty feed, saying why.
      refused={(error) =>
        error instanceof ApiError && error.code === 'FEATURE_DISABLED'
          ? nothingShared(t('activityFeed.switchedOff'))
          : null
      }
    >
      {(data) => {
        const activities = data.pages.flatMap((page) => page.activities);
        if (activities.length === 0) return nothingShared(t('activityFeed.emptyText'));
        return (
          <div className="grid gap-4">
            {activities.map((activity) => (
              <ActivityPost key={activity.id} activity={activity} />
            ))}
            <LoadMoreButton
              feed={feed}
              label={t('activityFeed.loadMore')}
              loadingLabel={t('activityFeed.loadingMore')}
              end={<p className="py-2 text-center text-xs text-zinc-500">{t('activityFeed.end')}</p>}
            />
          </div>
        );
      }}
    </FeedStates>
  );
}
