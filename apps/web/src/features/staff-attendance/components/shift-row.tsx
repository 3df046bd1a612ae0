import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/time';
import { PersonHeading } from './person-heading';

/** Focuses a shift's row (a shift just added); false when it is not on the page. */
export function focusShiftRow(shiftId: string): boolean {
  const row = document.querySelector<HTMLElement>(`[data-shift-id="${CSS.escape(shiftId)}"]`);
  row?.focus();
  return row !== null;
}

/** One shift of the day: who, clocked in and out (Kuala Lumpur), its flags, and what to do with it. */
export function ShiftRow({
  shift,
  onCorrect,
  onHistory,
}: {
  shift: Shift;
  onCorrect: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('timesheets');
  const headingId = `shift-${shift.id}`;
  return (
    <li
      data-shift-id={shift.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <PersonHeading id={headingId} name={shift.name} />
        {shift.openAtClosing ? <Badge variant="warning">{t('shift.openAtClosing')}</Badge> : null}
        {shift.corrected ? <Badge variant="secondary">{t('shift.corrected')}</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-zinc-600">{t('shift.clockedIn')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">{formatTime(shift.startedAt)}</dd>
        </div>
        <div>
          <dt className="text-zinc-600">{t('shift.clockedOut')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">
            {shift.endedAt ? formatTime(shift.endedAt) : t('shift.notClockedOut')}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-label={t('shift.correctFor', { name: shift.name })}
          onClick={onCorrect}
        >
          {t('shift.correct')}
        </Button>
        <Button variant="ghost" aria-label={t('shift.historyFor', { name: shift.name })} onClick={onHistory}>
          {t('shift.history')}
        </Button>
      </div>
    </li>
  );
}
