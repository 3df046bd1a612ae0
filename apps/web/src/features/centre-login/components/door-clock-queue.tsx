import { CloudUpload, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedRecord, RefusedRecords } from '@/components/refused-record';
import { Button } from '@/components/ui/button';
import { clockEntryText } from '@/lib/clock-words';
import { allWaiting, putWaiting, removeWaiting } from '@/lib/device-store';
import { isClockEntry, sendClockEntry, type WaitingClockEntry } from '@/lib/door-clock';
import { formatDateTime } from '@/lib/time';
import { byCaptureTime, sendWaitingOnce } from '@/lib/waiting-round';

/** How often entries still waiting are tried again while the door is open. */
const retryEveryMs = 30 * 1000;

const clockEntries = async () => (await allWaiting()).filter(isClockEntry).sort(byCaptureTime);

const doorQueue = {
  all: clockEntries,
  put: putWaiting,
  remove: removeWaiting,
  send: sendClockEntry,
};

/**
 * At the door (issue 45): the clock entries kept on this phone without a network, sent when it
 * opens, when the network returns and every half minute while any wait; the ones the server
 * refused, with its words, until someone discards them and clocks again. Drawn again (a new
 * `key`) after each clock entry at this door, so it reads the store again.
 */
export function DoorClockQueue() {
  const { t } = useTranslation('staff-attendance');
  const [entries, setEntries] = useState<WaitingClockEntry[]>([]);
  const read = useCallback(() => clockEntries().then(setEntries, () => undefined), []);
  const send = useCallback(() => sendWaitingOnce(doorQueue).finally(read), [read]);
  const waiting = entries.filter((entry) => !entry.refusal);
  const refused = entries.filter((entry) => entry.refusal);
  const pending = waiting.length > 0;

  useEffect(() => {
    void send();
  }, [send]);
  useEffect(() => {
    const onOnline = () => void send();
    addEventListener('online', onOnline);
    const timer = pending ? setInterval(onOnline, retryEveryMs) : undefined;
    return () => {
      removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [pending, send]);

  if (entries.length === 0) return null;
  return (
    <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-zinc-800">
      {pending ? (
        <p role="status" className="flex items-center gap-2">
          <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
          {t('door.waiting', { count: waiting.length })}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <RefusedRecords heading={t('door.refusedHeading')}>
          {refused.map((entry) =>
            entry.refusal ? (
              <RefusedRecord
                key={entry.clientId}
                refusal={entry.refusal}
                line={
                  <span className="font-medium break-words text-zinc-950">
                    {clockEntryText(entry)} · {formatDateTime(entry.timestamp)}
                  </span>
                }
                actions={
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void removeWaiting(entry.clientId).then(read)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('door.discard')}
                  </Button>
                }
              />
            ) : null,
          )}
        </RefusedRecords>
      ) : null}
    </div>
  );
}
