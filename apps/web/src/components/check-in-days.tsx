import type { CheckInEntry, CheckInStatus } from '@cic/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/api-client';
import { toCheckInDays } from '@/lib/check-in-days';
import type { CheckInHistoryPage } from '@/lib/check-in-history-query';
import { formatDate, formatLongDate } from '@/lib/time';
import { Button } from './ui/button';
import { Card } from './ui/card';

type CheckInDaysProps = {
  /** A loaded history (the caller shows its own loading and failure states). */
  history: UseInfiniteQueryResult<InfiniteData<CheckInHistoryPage>>;
  entry: (entry: CheckInEntry) => ReactNode;
  /** The place of an arrival or departure not recorded that day. */
  missing: (status: CheckInStatus) => ReactNode;
  /** Shown instead when there is no day at all. */
  empty: ReactNode;
  /** Shown under the last day once every page is loaded. */
  end?: ReactNode;
};

/** A history's days, newest first, each with its check-in and check-out, and 'Load more' for older days. */
export function CheckInDays({ history, entry, missing, empty, end }: CheckInDaysProps) {
  const { t } = useTranslation('common');
  const days = toCheckInDays(history.data?.pages.map((page) => page.days) ?? []);
  if (days.length === 0) return empty;
  return (
    <div className="grid gap-4">
      {days.map((day) => {
        const headingId = `day-${day.date}`;
        return (
          <Card key={day.date} role="region" aria-labelledby={headingId} className="p-4">
            <h2 id={headingId} className="mb-3 flex items-baseline justify-between gap-2">
              <span className="font-semibold text-zinc-900">{formatLongDate(day.date)}</span>
              <span className="text-xs text-zinc-500">{formatDate(day.date, 'EEEE')}</span>
            </h2>
            <div className="grid grid-cols-2 gap-3">
              {day.checkIn ? entry(day.checkIn) : missing('CHECKIN')}
              {day.checkOut ? entry(day.checkOut) : missing('CHECKOUT')}
            </div>
          </Card>
        );
      })}
      {history.hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          <ChevronDown aria-hidden="true" />
          {history.isFetchingNextPage ? t('actions.loadingMore') : t('actions.loadMore')}
        </Button>
      ) : (
        end
      )}
      {history.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-600">
          {getErrorMessage(history.error)}
        </p>
      ) : null}
    </div>
  );
}
