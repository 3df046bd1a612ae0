import type { DueDose, MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import { Pill } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { Button } from '@/components/ui/button';
import { useCentreMedication } from '../api/get-centre-medication';
import { MedicationTodayList } from './medication-today-list';

// The forms and their rules load when first opened; the list draws without them.
const DoseDialog = lazy(() => import('./dose-dialog').then((m) => ({ default: m.DoseDialog })));
const DeclineDialog = lazy(() => import('./decline-dialog').then((m) => ({ default: m.DeclineDialog })));
const MedicationTodayDialog = lazy(() =>
  import('./medication-today-dialog').then((m) => ({ default: m.MedicationTodayDialog })),
);

type Open =
  | { view: 'list' }
  | { view: 'dose'; due: DueDose }
  | { view: 'decline'; medicine: MedicationAuthorisation }
  | null;

/**
 * The check-in list's medicines (issue 44, decision 127), loaded with their words beside the list:
 * a button with how many doses are still due, opening today's doses (each with Record) and, for
 * everyone to see but only the head of centre to answer, the medicines waiting. One dialog at a
 * time; closing a form returns to the list, closing the list to the button.
 */
export function MedicationToday({ isHead }: { isHead: boolean }) {
  const { t } = useTranslation('medication');
  const day = useCentreMedication();
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const waiting = day.data?.due.filter((due) => due.slot !== null && due.doses.length === 0).length ?? 0;
  // Nothing until the day is known: a button that showed while loading and then went would take
  // a Tab stop, or the focus, from the list for nothing.
  if (day.isPending || (day.data && day.data.due.length === 0 && day.data.pending.length === 0)) return null;
  const backToList = () => setOpen({ view: 'list' });
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen({ view: 'list' })}>
        <Pill aria-hidden="true" />
        {waiting > 0 ? t('today.openCount', { count: waiting }) : t('today.open')}
      </Button>
      <Suspense fallback={null}>
        {open?.view === 'list' ? (
          <MedicationTodayDialog onClose={() => setOpen(null)}>
            {day.data ? (
              <MedicationTodayList
                day={day.data}
                isHead={isHead}
                onRecord={(due) => setOpen({ view: 'dose', due })}
                onDecline={(medicine) => setOpen({ view: 'decline', medicine })}
              />
            ) : (
              <InlineLoadError error={day.error} onRetry={day.refetch} />
            )}
          </MedicationTodayDialog>
        ) : null}
        {open?.view === 'dose' ? <DoseDialog due={open.due} onClose={backToList} /> : null}
        {open?.view === 'decline' ? <DeclineDialog medicine={open.medicine} onClose={backToList} /> : null}
      </Suspense>
    </>
  );
}
