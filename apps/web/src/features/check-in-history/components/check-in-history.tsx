import { CalendarX2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckInDays } from '@/components/check-in-days';
import { EmptyState } from '@/components/empty-state';
import { SkeletonCards, SkeletonPhotoPair } from '@/components/skeleton-cards';
import { TryAgainButton } from '@/components/try-again-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCheckInHistory } from '../api/get-check-in-history';
import { CheckInEntryCard, MissingEntry } from './check-in-entry-card';

function LoadingDays() {
  const { t } = useTranslation('parent');
  return (
    <SkeletonCards count={3} label={t('checkInHistory.loading')}>
      <Skeleton className="h-5 w-40" />
      <SkeletonPhotoPair photo="aspect-square" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </SkeletonCards>
  );
}

type CheckInHistoryProps = { childId: string; backHref: string };

/** A child's days at the centre, newest first; 'Load more' asks for older days (spec 1 §2). */
export function CheckInHistory({ childId, backHref }: CheckInHistoryProps) {
  const { t } = useTranslation('parent');
  const history = useCheckInHistory(childId);

  if (history.isPending) return <LoadingDays />;

  if (!history.data) {
    if (history.error instanceof ApiError && history.error.status === 404) {
      return (
        <EmptyState icon={<SearchX aria-hidden="true" />} title={t('checkInHistory.notFound')}>
          <p className="max-w-xs text-sm text-zinc-600">{t('checkInHistory.notFoundText')}</p>
          <Button asChild variant="outline">
            <Link to={backHref}>{t('checkInHistory.backToChildren')}</Link>
          </Button>
        </EmptyState>
      );
    }
    return (
      <div role="alert">
        <EmptyState icon={<CalendarX2 aria-hidden="true" />} title={t('checkInHistory.loadFailed')}>
          <p className="max-w-xs text-sm text-zinc-600">{getErrorMessage(history.error)}</p>
          <TryAgainButton onRetry={history.refetch} />
        </EmptyState>
      </div>
    );
  }

  return (
    <CheckInDays
      history={history}
      entry={(entry) => <CheckInEntryCard entry={entry} />}
      missing={(status) => <MissingEntry status={status} />}
      empty={
        <EmptyState icon={<CalendarX2 aria-hidden="true" />} title={t('checkInHistory.empty')}>
          <p className="max-w-xs text-sm text-zinc-600">{t('checkInHistory.emptyText')}</p>
        </EmptyState>
      }
      end={<p className="py-2 text-center text-xs text-zinc-500">{t('checkInHistory.end')}</p>}
    />
  );
}
