import type { ReactNode } from 'react';
import { Button } from './ui/button';

/** A feed read page by page: whether older pages remain, and asking for the next. */
type PagedFeed = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 'Load more' under a feed while older pages remain (saying so while one loads); `end` once none do. */
export function LoadMoreButton({
  feed,
  label,
  loadingLabel,
  end = null,
}: {
  feed: PagedFeed;
  label: string;
  loadingLabel: string;
  end?: ReactNode;
}) {
  if (!feed.hasNextPage) return end;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      disabled={feed.isFetchingNextPage}
      onClick={() => void feed.fetchNextPage()}
    >
      {feed.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
