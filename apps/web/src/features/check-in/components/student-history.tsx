import type { CheckInEntry } from '@cic/contract';
import { CalendarX2, ChevronDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PhotoViewer } from '@/components/photo-viewer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { type CheckInDay, toCheckInDays } from '@/lib/check-in-days';
import { formatDate, formatLongDate } from '@/lib/time';
import { useCheckInHistory } from '../api/get-check-in-history';
import { statusLabels } from '../lib/status-labels';
import { HistoryEntryCard, MissingEntryCard } from './history-entry-card';

function DaySection({ day, onOpenPhoto }: { day: CheckInDay; onOpenPhoto: (entry: CheckInEntry) => void }) {
  const headingId = `day-${day.date}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="p-4">
      <h2 id={headingId} className="mb-3 flex items-baseline justify-between gap-2">
        <span className="text-base font-semibold text-zinc-950">{formatLongDate(day.date)}</span>
        <span className="text-xs text-zinc-500">{formatDate(day.date, 'EEEE')}</span>
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {day.checkIn ? (
          <HistoryEntryCard entry={day.checkIn} onOpenPhoto={onOpenPhoto} />
        ) : (
          <MissingEntryCard status="CHECKIN" />
        )}
        {day.checkOut ? (
          <HistoryEntryCard entry={day.checkOut} onOpenPhoto={onOpenPhoto} />
        ) : (
          <MissingEntryCard status="CHECKOUT" />
        )}
      </div>
    </Card>
  );
}

function LoadingDays() {
  return (
    <div className="grid gap-4" aria-busy="true">
      {[0, 1].map((key) => (
        <Card key={key} className="grid gap-3 p-4">
          <Skeleton className="h-5 w-40" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="aspect-[3/4] w-full rounded-xl" />
            <Skeleton className="aspect-[3/4] w-full rounded-xl" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A student's records grouped by Kuala Lumpur day, newest first, with 'Load more' (spec 2 §2.5). */
export function StudentHistory({ studentId, studentName }: { studentId: string; studentName: string }) {
  const history = useCheckInHistory(studentId);
  const [photo, setPhoto] = useState<CheckInEntry | null>(null);

  if (history.isPending) return <LoadingDays />;
  if (!history.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-zinc-700">
        <CalendarX2 aria-hidden="true" className="size-9 text-zinc-400" />
        <p>{getErrorMessage(history.error)}</p>
        <Button variant="outline" size="lg" onClick={() => void history.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  const days = toCheckInDays(history.data.pages.map((page) => page.days));
  return (
    <div className="grid gap-4">
      {days.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center text-zinc-600">
          <CalendarX2 aria-hidden="true" className="size-9 text-zinc-400" />
          <p>No check-ins yet</p>
        </div>
      ) : (
        days.map((day) => <DaySection key={day.date} day={day} onOpenPhoto={setPhoto} />)
      )}
      {history.hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          <ChevronDown aria-hidden="true" />
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      {history.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-600">
          {getErrorMessage(history.error)}
        </p>
      ) : null}
      <PhotoViewer
        photo={
          photo
            ? {
                url: photo.imgUrl,
                alt: `${statusLabels[photo.status]}, ${studentName}, ${formatLongDate(photo.time)}`,
                fileName: `${studentName} ${formatDate(photo.time, 'yyyy-MM-dd')} ${statusLabels[photo.status]}.jpg`,
              }
            : null
        }
        onClose={() => setPhoto(null)}
      />
    </div>
  );
}
