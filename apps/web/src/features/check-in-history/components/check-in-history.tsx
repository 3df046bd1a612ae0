import { CalendarX2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckInDays } from '@/components/check-in-days';
import { EmptyState } from '@/components/empty-state';
import { FeedStates } from '@/components/feed-states';
import { SkeletonPhotoPair } from '@/components/skeleton-cards';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCheckInHistory } from '../api/get-check-in-history';
import { CheckInEntryCard, MissingEntry } from './check-in-entry-card';

/** A day's card while the history loads: its date, the two photos and the two times. */
function DaySkeleton() {
  return (
    <>
      <Skeleton className="h-5 w-40" />
      <SkeletonPhotoPair photo="aspect-square" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </>
  );
}

type CheckInHistoryProps = { childId: string; backHref: string };

/** A child's days at the centre, newest first; 'Load more' asks for older days (spec 1 §2). */
export function CheckInHistory({ childId, backHref }: CheckInHistoryProps) {
  const { t } = useTranslation('parent');
  const history = useCheckInHistory(childId);

  return (
    <FeedStates
      feed={history}
      loading={{ count: 3, label: t('checkInHistory.loading'), card: <DaySkeleton /> }}
      failed={{ icon: <CalendarX2 aria-hidden="true" />, title: t('checkInHistory.loadFailed') }}
      refused={(error) =>
        error instanceof ApiError && error.status === 404 ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            title={t('checkInHistory.notFound')}
            text={t('checkInHistory.notFoundText')}
          >
            <Button asChild variant="outline">
              <Link to={backHref}>{t('checkInHistory.backToChildren')}</Link>
            </Button>
          </EmptyState>
        ) : null
      }
    >
      {() => (
        <CheckInDays
          history={history}
          entry={(entry) => <CheckInEntryCard entry={entry} />}
          missing={(status) => <MissingEntry status={status} />}
          empty={
            <EmptyState
              icon={<CalendarX2 aria-hidden="true" />}
              title={t('checkInHistory.empty')}
              text={t('checkInHistory.emptyText')}
            />
          }
          end={<p className="py-2 text-center text-xs text-zinc-500">{t('checkInHistory.end')}</p>}
        />
      )}
    </FeedStates>
  );
}
