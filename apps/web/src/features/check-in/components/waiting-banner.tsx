import type { TFunction } from 'i18next';
import { CloudUpload, RotateCcw, Trash2, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RefusedRecord, RefusedRecords } from '@/components/refused-record';
import { Button } from '@/components/ui/button';
import { clockEntryText } from '@/lib/clock-words';
import { isClockEntry } from '@/lib/door-clock';
import { formatDateTime } from '@/lib/time';
import { byCaptureTime } from '@/lib/waiting-round';
import {
  useDiscardWaiting,
  useOnline,
  useSendWaiting,
  useWaitingRecords,
  useWaitingSender,
} from '../api/waiting-queue';
import { isCareEntry, type WaitingRecord, willBeRefused } from '../lib/waiting-records';

type WaitingBannerProps = {
  /** Redo: the refused record goes and the child's check-in opens again, under today's teacher. */
  onRedo: (studentId: string) => void;
};

function recordText(record: WaitingRecord, t: TFunction<['teacher', 'care']>) {
  if (isClockEntry(record)) return clockEntryText(record);
  if (isCareEntry(record)) return `${t(`care:kinds.${record.entry.kind}`)} · ${record.childNames.join(', ')}`;
  return `${t(`status.${record.status}`)} · ${record.studentName}`;
}

function RecordLine({ record }: { record: WaitingRecord }) {
  // 'staff-attendance' is asked for (and loaded) here for the clock entries' words.
  const { t } = useTranslation(['teacher', 'care', 'staff-attendance']);
  const what = recordText(record, t);
  return (
    <span className="font-medium break-words text-zinc-950">
      {what} · {formatDateTime(record.timestamp)}
    </span>
  );
}

/**
 * Above the list while the phone is offline or keeps records (issue 31): how many wait, whether
 * the network is gone, the ones too old to be taken, and each refused one with the server's words
 * and a way to discard or redo it. It also runs the sending.
 */
export function WaitingBanner({ onRedo }: WaitingBannerProps) {
  const { t } = useTranslation('teacher');
  const online = useOnline();
  const records = useWaitingRecords();
  useWaitingSender(records.data);
  const send = useSendWaiting();
  const discard = useDiscardWaiting();
  const all = [...(records.data ?? [])].sort(byCaptureTime);
  const waiting = all.filter((record) => !record.refusal);
  const refused = all.filter((record) => record.refusal);
  const now = new Date();
  const tooOld = waiting.filter((record) => willBeRefused(record, now));
  if (online && all.length === 0) return null;

  return (
    <div className="grid gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-zinc-800">
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {online ? null : (
          <span className="flex items-center gap-2 font-medium">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {t('offline.offline')}
          </span>
        )}
        {waiting.length > 0 ? (
          <span className="flex items-center gap-2">
            <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
            {t('offline.waiting', { count: waiting.length })}
          </span>
        ) : null}
        {online && waiting.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => void send()}>
            {t('offline.sendNow')}
          </Button>
        ) : null}
      </div>
      {tooOld.length > 0 ? (
        <ul className="grid gap-1">
          {tooOld.map((record) => (
            <li key={record.clientId} className="grid">
              <RecordLine record={record} />
              <span className="text-amber-900">{t('offline.willBeRefused')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <RefusedRecords heading={t('offline.refusedHeading')}>
          {refused.map((record) =>
            record.refusal ? (
              <RefusedRecord
                key={record.clientId}
                refusal={record.refusal}
                line={<RecordLine record={record} />}
                actions={
                  <>
                    <Button size="sm" variant="outline" onClick={() => void discard(record.clientId)}>
                      <Trash2 aria-hidden="true" />
                      {t('offline.discard')}
                    </Button>
                    {isCareEntry(record) || isClockEntry(record) ? null : (
                      <Button
                        size="sm"
                        onClick={() => void discard(record.clientId).then(() => onRedo(record.studentId))}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('offline.redo')}
                      </Button>
                    )}
                  </>
                }
              />
            ) : null,
          )}
        </RefusedRecords>
      ) : null}
    </div>
  );
}
