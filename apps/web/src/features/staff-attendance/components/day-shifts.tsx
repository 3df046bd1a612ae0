import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import { Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { LoadingBlocks } from '@/components/loading-blocks';
import { formatDate } from '@/lib/time';
import { useDayShifts } from '../api/get-day-shifts';
import { inShownOrder } from '../lib/shift-order';
import { CorrectShiftDialog } from './correct-shift-dialog';
import { ShiftHistoryDialog } from './shift-history-dialog';
import { ShiftRow } from './shift-row';

type OpenDialog = { kind: 'correct' | 'history'; shift: Shift } | null;

/** The day's shifts in the order they were first shown for `date` (`inShownOrder`). */
function useShownOrder(date: string, shifts: readonly Shift[] | undefined) {
  const shown = useRef({ date, ids: [] as string[] });
  if (!shifts) return undefined;
  const ordered = inShownOrder(shown.current.date === date ? shown.current.ids : [], shifts);
  shown.current = { date, ids: ordered.map((shift) => shift.id) };
  return ordered;
}

/** The day's shifts by name (issue 45), each with 'Correct' and 'History'. */
export function DayShifts({ date }: { date: string }) {
  const { t } = useTranslation('timesheets');
  const shifts = useDayShifts(date);
  const ordered = useShownOrder(date, shifts.data);
  const [open, setOpen] = useState<OpenDialog>(null);
  const day = formatDate(date);

  if (shifts.isError) {
    return (
      <LoadFailedState
        icon={<Clock aria-hidden="true" />}
        title={t('day.loadFailed')}
        error={shifts.error}
        onRetry={() => shifts.refetch()}
      />
    );
  }
  if (!ordered) {
    return <LoadingBlocks label={t('day.loading')} blocks={['h-36 rounded-2xl', 'h-36 rounded-2xl']} />;
  }
  if (ordered.length === 0) {
    return (
      <EmptyState
        icon={<Clock aria-hidden="true" />}
        title={t('day.empty', { day })}
        text={t('day.emptyText')}
      />
    );
  }
  const openAtClosing = ordered.filter((shift) => shift.openAtClosing).length;
  const close = () => setOpen(null);
  return (
    <>
      {openAtClosing > 0 ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('day.openAtClosingNotice', { count: openAtClosing })}
        </p>
      ) : null}
      <ul aria-label={t('day.listLabel', { day })} className="grid gap-3">
        {ordered.map((shift) => (
          <ShiftRow
            key={shift.id}
            shift={shift}
            onCorrect={() => setOpen({ kind: 'correct', shift })}
            onHistory={() => setOpen({ kind: 'history', shift })}
          />
        ))}
      </ul>
      {open?.kind === 'correct' ? <CorrectShiftDialog shift={open.shift} onClose={close} /> : null}
      {open?.kind === 'history' ? <ShiftHistoryDialog shift={open.shift} onClose={close} /> : null}
    </>
  );
}
