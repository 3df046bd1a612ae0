import type { CareCheckIn, CareTimeline as CareDay, CareEntry, MedicationDose } from '@cic/contract';
import { LogIn, LogOut, Pill } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { careEntryRemark, careEntryText } from '@/lib/care-entry-text';
import { formatTime } from '@/lib/time';
import { InlineLoadError } from './inline-load-error';
import { Badge } from './ui/badge';
import { Spinner } from './ui/spinner';

type Item = { at: string; key: string; node: ReactNode };

function EntryItem({ entry, action }: { entry: CareEntry; action: ReactNode }) {
  const { t } = useTranslation('care');
  const remark = careEntryRemark(entry.details);
  return (
    <div className="grid min-w-0 gap-1">
      <p className="text-sm font-medium text-zinc-900">
        {t(`kinds.${entry.details.kind}`)}
        {entry.corrected ? (
          <Badge variant="secondary" className="ml-2">
            {t('day.corrected')}
          </Badge>
        ) : null}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-zinc-800">
        {careEntryText(entry.details, t)}
      </p>
      {remark ? <p className="text-sm break-words text-zinc-600">{remark}</p> : null}
      {entry.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {entry.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={t('photos.preview', { number: index + 1 })}
                  className="size-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-zinc-500">{t('day.recordedBy', { name: entry.recordedBy.name })}</p>
      {action}
    </div>
  );
}

/** A photo on the timeline: its thumbnail, opening the whole photo. */
function TimelinePhoto({ url, thumbnailUrl, alt }: { url: string; thumbnailUrl: string; alt: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img src={thumbnailUrl} alt={alt} className="size-20 rounded-lg object-cover" />
    </a>
  );
}

function CheckInItem({ checkIn }: { checkIn: CareCheckIn }) {
  const { t } = useTranslation('care');
  const arrived = checkIn.status === 'CHECKIN';
  return (
    <div className="grid min-w-0 gap-1">
      <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
        {arrived ? (
          <LogIn aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <LogOut aria-hidden="true" className="size-4 text-zinc-600" />
        )}
        {arrived ? t('day.checkIn') : t('day.checkOut')}
        {checkIn.temperature === null ? null : (
          <span className="font-normal text-zinc-600">
            {t('day.temperature', { temperature: checkIn.temperature.toFixed(1) })}
          </span>
        )}
      </p>
      {checkIn.photo ? (
        <TimelinePhoto {...checkIn.photo} alt={arrived ? t('day.checkInPhoto') : t('day.checkOutPhoto')} />
      ) : null}
    </div>
  );
}

/** A dose of medicine (decision 126): given with the amount, or not given with why; who recorded it. */
function DoseItem({ dose }: { dose: MedicationDose }) {
  const { t } = useTranslation('care');
  return (
    <div className="grid min-w-0 gap-1">
      <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
        <Pill aria-hidden="true" className="size-4 text-brand-700" />
        <span className="min-w-0 break-words">
          {dose.outcome === 'GIVEN'
            ? t('day.doseGiven', { medicine: dose.medicineName, amount: dose.amount ?? '' })
            : t('day.doseNotGiven', { medicine: dose.medicineName })}
        </span>
        {dose.corrected ? <Badge variant="secondary">{t('day.corrected')}</Badge> : null}
      </p>
      {dose.reasonCode ? (
        <p className="text-sm break-words text-zinc-600">
          {[t(`day.doseReasons.${dose.reasonCode}`), dose.reasonText].filter(Boolean).join(': ')}
        </p>
      ) : null}
      <p className="text-xs text-zinc-500">{t('day.recordedBy', { name: dose.recordedBy.name })}</p>
    </div>
  );
}

/**
 * A child's day in time order (issue 44): check-in and check-out with the temperature and photo,
 * every care entry and every dose of medicine with its Kuala Lumpur time. `action` adds a control under an entry (a teacher's Correct).
 */
export function CareTimeline({ day, action }: { day: CareDay; action?: (entry: CareEntry) => ReactNode }) {
  const { t } = useTranslation('care');
  const items: Item[] = [
    ...day.checkIns.map((checkIn) => ({
      at: checkIn.time,
      key: `check-in-${checkIn.status}-${checkIn.time}`,
      node: <CheckInItem checkIn={checkIn} />,
    })),
    ...day.doses.map((dose) => ({ at: dose.at, key: `dose-${dose.id}`, node: <DoseItem dose={dose} /> })),
    ...day.entries.map((entry) => ({
      at: entry.occurredAt,
      key: entry.id,
      node: <EntryItem entry={entry} action={action?.(entry)} />,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  if (items.length === 0) return <p className="text-sm text-zinc-600">{t('day.empty')}</p>;
  return (
    <ol className="grid gap-3">
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-[4.5rem_1fr] gap-3 border-l-2 border-brand-200 pl-3">
          <time dateTime={item.at} className="text-sm text-zinc-600 tabular-nums">
            {formatTime(item.at)}
          </time>
          {item.node}
        </li>
      ))}
    </ol>
  );
}

type CareDayQuery = { isPending: boolean; data: CareDay | undefined; error: unknown; refetch: () => unknown };

/** A child's day as it loads: a spinner, then the timeline or why it could not load. */
export function CareDayView({
  day,
  action,
}: {
  day: CareDayQuery;
  action?: (entry: CareEntry) => ReactNode;
}) {
  const { t } = useTranslation('care');
  if (day.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner className="size-4" label="" />
        {t('day.loading')}
      </p>
    );
  }
  if (!day.data) return <InlineLoadError error={day.error} onRetry={day.refetch} />;
  return <CareTimeline day={day.data} action={action} />;
}
