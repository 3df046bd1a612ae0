import type { CheckInEntry, CheckInStatus } from '@cic/contract';
import { ClipboardPen, Clock, ImageOff, Maximize2, Thermometer, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInSafetyNotes } from '@/components/check-in-safety-notes';
import { Badge } from '@/components/ui/badge';
import { formatTemperature } from '@/lib/check-in-days';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/time';

type HistoryEntryCardProps = {
  entry: CheckInEntry;
  onOpenPhoto: (entry: CheckInEntry) => void;
};

/** One record: photo (tap for full screen), badge, recorded by, time, temperature, note (spec 2 §2.5). */
export function HistoryEntryCard({ entry, onOpenPhoto }: HistoryEntryCardProps) {
  const { t } = useTranslation('teacher');
  const [photoFailed, setPhotoFailed] = useState(false);
  const label = t(`status.${entry.status}`);
  const time = formatTime(entry.time);
  const labelAtTime = t('history.entryAt', { status: label, time });
  return (
    <article aria-label={labelAtTime} className="flex min-w-0 flex-col gap-2">
      {entry.recordedAfterwards ? (
        // A check-out the head of centre recorded afterwards has no photo (decision 095).
        <span className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 rounded-xl bg-zinc-100 p-2 text-center text-sm text-zinc-600">
          <ClipboardPen aria-hidden="true" className="size-8 text-zinc-400" />
          {t('history.noPhoto')}
        </span>
      ) : photoFailed ? (
        <span
          role="img"
          aria-label={t('history.photoUnavailable')}
          className="flex aspect-[3/4] w-full items-center justify-center rounded-xl bg-zinc-100 text-zinc-400"
        >
          <ImageOff aria-hidden="true" className="size-8" />
        </span>
      ) : (
        <button
          type="button"
          onClick={() => onOpenPhoto(entry)}
          className="group relative block aspect-[3/4] w-full overflow-hidden rounded-xl bg-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={entry.thumbnailUrl ?? undefined}
            alt={labelAtTime}
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="size-full object-cover"
          />
          <span className="absolute right-1.5 bottom-1.5 flex size-8 items-center justify-center rounded-full bg-black/55 text-white">
            <Maximize2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('history.openPhoto')}</span>
          </span>
        </button>
      )}
      <Badge
        variant={entry.status === 'CHECKIN' ? 'success' : 'secondary'}
        className={cn('w-fit', entry.status === 'CHECKOUT' && 'bg-sky-100 text-sky-900')}
      >
        {label}
      </Badge>
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center gap-1.5 font-semibold text-zinc-950">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
          <dt className="sr-only">{t('history.time')}</dt>
          <dd>{time}</dd>
        </div>
        {entry.temperature === null ? null : (
          <div className="flex items-center gap-1.5 text-zinc-800">
            <Thermometer aria-hidden="true" className="size-4 shrink-0 text-rose-600" />
            <dt className="sr-only">{t('history.temperature')}</dt>
            <dd>{formatTemperature(entry.temperature)}</dd>
          </div>
        )}
        <div className="flex min-w-0 items-center gap-1.5 text-zinc-700">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
          <dt className="sr-only">{t('history.recordedBy')}</dt>
          <dd className={entry.recordedAfterwards ? 'break-words' : 'truncate'}>
            {entry.recordedAfterwards
              ? t('history.recordedAfterwardsBy', { name: entry.recordedBy })
              : entry.recordedBy}
          </dd>
        </div>
      </dl>
      <CheckInSafetyNotes entry={entry} />
      {entry.note ? (
        <p className="rounded-lg bg-amber-50 px-2 py-1.5 text-sm wrap-anywhere text-amber-950">
          <span className="sr-only">{t('history.note')}</span>
          {entry.note}
        </p>
      ) : null}
    </article>
  );
}

/** The place of a record that does not exist for that day. */
export function MissingEntryCard({ status }: { status: CheckInStatus }) {
  const { t } = useTranslation('teacher');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex aspect-[3/4] w-full items-center justify-center rounded-xl border-2 border-dashed border-zinc-300 p-2 text-center text-sm text-zinc-500">
        {t(`history.missing.${status}`)}
      </div>
      <Badge variant="outline" className="w-fit">
        {t(`status.${status}`)}
      </Badge>
    </div>
  );
}
