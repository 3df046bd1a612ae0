import { ImageOff, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { SkeletonCards } from '@/components/skeleton-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useParentActivities } from '../api/get-parent-activities';
import { ActivityPost } from './activity-post';

function LoadingPosts() {
  const { t } = useTranslation('parent');
  return (
    <SkeletonCards count={2} label={t('activityFeed.loading')}>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-12" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <Skeleton className="aspect-square w-full rounded-lg" />
      </div>
    </SkeletonCards>
  );
}

/** The activities this parent's children's centres shared with them, newest first, 'Load more' for older ones. */
export function ActivityFeed() {
  const { t } = useTranslation('parent');
  const feed = useParentActivities();

  if (feed.isPending) return <LoadingPosts />;

  if (!feed.data) {
    if (feed.error instanceof ApiError && feed.error.code === 'FEATURE_DISABLED') {
      return (
        <EmptyState
          icon={<Images aria-hidden="true" />}
          title={t('activityFeed.empty')}
          text={t('activityFeed.switchedOff')}
        />
      );
    }
    return (
      <LoadFailedState
        icon={<ImageOff aria-hidden="true" />}
        title={t('activityFeed.loadFailed')}
        error={feed.error}
        onRetry={feed.refetch}
      />
    );
  }

  const activities = feed.data.pages.flatMap((page) => page.activities);
  if (activities.length === 0) {
    return (
      <EmptyState
        icon={<Images aria-hidden="true" />}
        title={t('activityFeed.empty')}
        text={t('activityFeed.emptyText')}
      />
    );
  }

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
}
