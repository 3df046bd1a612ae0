import type { CheckInEntry } from '@cic/contract';
import { ClipboardPen, LogIn, LogOut, Thermometer, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckInSafetyNotes } from '@/components/check-in-safety-notes';
import { formatTemperature } from '@/lib/check-in-days';
import { cn } from '@/lib/cn';
import { formatDate, formatLongDate, formatTime } from '@/lib/time';
import { CheckInPhoto } from './check-in-photo';

/** One arrival or departure: photo, Kuala Lumpur time, temperature, note and who recorded it. */
export function CheckInEntryCard({ entry }: { entry: CheckInEntry }) {
  const { t } = useTranslation('parent');
  const label = t(`checkInEntry.status.${entry.status}`);
  const time = formatTime(entry.time);
  const Icon = entry.status === 'CHECKIN' ? LogIn : LogOut;
  return (
    <article aria-label={t('checkInEntry.entryAt', { label, time })} className="flex min-w-0 flex-col gap-2">
      {entry.thumbnailUrl && entry.imgUrl ? (
        <CheckInPhoto
          thumbnailUrl={entry.thumbnailUrl}
          imgUrl={entry.imgUrl}
          label={t('checkInEntry.photo', { label, date: formatLongDate(entry.time), time })}
          fileName={`${entry.status.toLowerCase()}-${formatDate(entry.time, 'yyyy-MM-dd-HHmm')}.jpg`}
        />
      ) : (
        // A check-out the head of centre recorded afterwards has no photo (decision 095).
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl bg-zinc-100 p-2 text-center text-xs text-zinc-600">
          <ClipboardPen aria-hidden="true" className="size-6 text-zinc-400" />
          {t('checkInEntry.noPhoto')}
        </div>
      )}
      <div className="grid gap-1">
        <p
          className={cn(
            'flex items-center gap-1 text-xs font-semibold tracking-wide uppercase',
            entry.status === 'CHECKIN' ? 'text-emerald-700' : 'text-sky-700',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </p>
        <p className="text-lg leading-tight font-semibold text-zinc-900">{time}</p>
        {entry.temperature === null ? null : (
          <p className="flex items-center gap-1 text-sm text-zinc-700">
            <Thermometer aria-hidden="true" className="size-3.5 text-rose-500" />
            <span className="sr-only">{t('checkInEntry.temperature')} </span>
            {formatTemperature(entry.temperature)}
          </p>
        )}
        <p className="flex items-center gap-1 text-xs text-zinc-500">
          <UserRound aria-hidden="true" className="size-3 shrink-0" />
          {entry.recordedAfterwards ? (
            <span className="min-w-0 break-words">
              {t('checkInEntry.recordedAfterwardsBy', { name: entry.recordedBy })}
            </span>
          ) : (
            <span className="truncate">
              <span className="sr-only">{t('checkInEntry.recordedBy')} </span>
              {entry.recordedBy}
            </span>
          )}
        </p>
        <CheckInSafetyNotes entry={entry} />
        {entry.note ? (
          <p className="rounded-lg bg-amber-50 px-2 py-1 text-xs wrap-anywhere text-amber-900">
            <span className="sr-only">{t('checkInEntry.note')} </span>
            {entry.note}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The place of a missing arrival or departure on a day. */
export function MissingEntry({ status }: { status: CheckInEntry['status'] }) {
  const { t } = useTranslation('parent');
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-zinc-300 p-2 text-center text-xs text-zinc-500">
      {status === 'CHECKIN' ? t('checkInEntry.noCheckIn') : t('checkInEntry.noCheckOut')}
    </div>
  );
}
