import type { CheckInEntry } from '@cic/contract';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInDays } from '@/components/check-in-days';
import { PhotoViewer } from '@/components/photo-viewer';
import { SkeletonCards, SkeletonPhotoPair } from '@/components/skeleton-cards';
import { TryAgainButton } from '@/components/try-again-button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatLongDate } from '@/lib/time';
import { useCheckInHistory } from '../api/get-check-in-history';
import { HistoryEntryCard, MissingEntryCard } from './history-entry-card';

function LoadingDays() {
  return (
    <SkeletonCards count={2}>
      <Skeleton className="h-5 w-40" />
      <SkeletonPhotoPair photo="aspect-[3/4]" />
    </SkeletonCards>
  );
}

/** A student's records grouped by Kuala Lumpur day, newest first, with 'Load more' (spec 2 §2.5). */
export function StudentHistory({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation('teacher');
  const history = useCheckInHistory(studentId);
  const [photo, setPhoto] = useState<CheckInEntry | null>(null);

  if (history.isPending) return <LoadingDays />;
  if (!history.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-zinc-700">
        <CalendarX2 aria-hidden="true" className="size-9 text-zinc-400" />
        <p>{getErrorMessage(history.error)}</p>
        <TryAgainButton onRetry={history.refetch} size="lg" />
      </div>
    );
  }

  return (
    <>
      <CheckInDays
        history={history}
        entry={(entry) => <HistoryEntryCard entry={entry} onOpenPhoto={setPhoto} />}
        missing={(status) => <MissingEntryCard status={status} />}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center text-zinc-600">
            <CalendarX2 aria-hidden="true" className="size-9 text-zinc-400" />
            <p>{t('history.empty')}</p>
          </div>
        }
      />
      <PhotoViewer
        photo={
          photo?.imgUrl
            ? {
                url: photo.imgUrl,
                alt: `${t(`status.${photo.status}`)}, ${studentName}, ${formatLongDate(photo.time)}`,
                fileName: `${studentName} ${formatDate(photo.time, 'yyyy-MM-dd')} ${t(`status.${photo.status}`)}.jpg`,
              }
            : null
        }
        onClose={() => setPhoto(null)}
      />
    </>
  );
}
