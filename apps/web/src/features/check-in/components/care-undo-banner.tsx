import { CircleCheck, CloudUpload, Undo2, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useUndoCare } from '../api/undo-care';
import type { SavedCare } from './care-group-dialog';

function secondsUntil(instant: string, now: number) {
  return Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));
}

type CareUndoBannerProps = {
  saved: SavedCare;
  /** Gone: the minute is over, the entry was taken back and read, or the teacher dismissed it. */
  onDone: () => void;
};

/**
 * After a group entry is saved: how many children it reached and, for the minute the server
 * allows, Undo (issue 44). It sits right after the Care log button, so Tab reaches it next; once
 * it goes, focus goes back to that button rather than to the page.
 */
export function CareUndoBanner({ saved, onDone }: CareUndoBannerProps) {
  const { t } = useTranslation('care');
  const undo = useUndoCare();
  const dismiss = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(Date.now);
  const left = saved.kept ? 0 : secondsUntil(saved.undoUntil, now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // A kept entry's note stays until dismissed; an undo's goes with its minute.
  useEffect(() => {
    if (!saved.kept && left === 0 && !undo.isSuccess) onDone();
  }, [saved.kept, left, undo.isSuccess, onDone]);

  return (
    <div className="grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-zinc-900">
      <p role="status" className="flex items-start gap-2">
        {saved.kept ? (
          <CloudUpload aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        )}
        <span>
          {undo.isSuccess ? t('saved.undone') : t('saved.title', { count: saved.count })}
          {saved.kept ? ` ${t('saved.kept')}` : null}
        </span>
      </p>
      {undo.isError ? (
        <p role="alert" className="text-red-700">
          {getErrorMessage(undo.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {!saved.kept && !undo.isSuccess && left > 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={undo.isPending}
            aria-describedby="care-undo-left"
            // The button goes with the undo: focus moves to Dismiss, still there.
            onClick={() => undo.mutate(saved.groupId, { onSuccess: () => dismiss.current?.focus() })}
          >
            <Undo2 aria-hidden="true" />
            {undo.isPending ? t('saved.undoing') : t('saved.undo')}
          </Button>
        ) : null}
        {!saved.kept && !undo.isSuccess && left > 0 ? (
          <span id="care-undo-left" className="text-zinc-600 tabular-nums">
            {t('saved.secondsLeft', { seconds: left })}
          </span>
        ) : null}
        <Button ref={dismiss} size="sm" variant="ghost" onClick={onDone}>
          <XIcon aria-hidden="true" />
          {t('saved.close')}
        </Button>
      </div>
    </div>
  );
}
