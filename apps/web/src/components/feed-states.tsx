import type { ReactNode } from 'react';
import { LoadFailedState } from './empty-state';
import { SkeletonCards } from './skeleton-cards';

/** What a feed's query says of its first page. */
type FeedQuery<T> = { isPending: boolean; data: T | undefined; error: unknown; refetch: () => unknown };

type FeedStatesProps<T> = {
  feed: FeedQuery<T>;
  /** While the first page loads: how many cards, what screen readers hear, and one card's skeleton. */
  loading: { count: 2 | 3; label: string; card: ReactNode };
  /** A first page that could not load: its icon and title, with the server's message and 'Try again'. */
  failed: { icon: ReactNode; title: string };
  /** A refusal the feed answers in its own words (not found, switched off); null for any other. */
  refused?: (error: unknown) => ReactNode | null;
  /** The loaded feed. */
  children: (data: T) => ReactNode;
};

/**
 * A parent's feed read page by page (check-in days, activities, announcements) before it has a
 * first page: skeleton cards while it loads, then why it could not; the feed itself once loaded.
 */
export function FeedStates<T>({ feed, loading, failed, refused, children }: FeedStatesProps<T>) {
  if (feed.isPending) {
    return (
      <SkeletonCards count={loading.count} label={loading.label}>
        {loading.card}
      </SkeletonCards>
    );
  }
  if (!feed.data) {
    return (
      refused?.(feed.error) ?? (
        <LoadFailedState icon={failed.icon} title={failed.title} error={feed.error} onRetry={feed.refetch} />
      )
    );
  }
  return children(feed.data);
}
