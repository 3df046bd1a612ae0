import type { Absence } from '@cic/contract/parent/absences';
import { CalendarX2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadingBlocks } from '@/components/loading-blocks';
import { TryAgainButton } from '@/components/try-again-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { absenceReasonLabel } from '@/lib/absence-reason';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/time';
import { useAbsences } from '../api/get-absences';
import { useWithdrawAbsence } from '../api/withdraw-absence';

// The form and its date pickers load when the parent opens it (decision 026).
const AbsenceDialog = lazy(() => import('./absence-dialog').then((m) => ({ default: m.AbsenceDialog })));

function daysOf(absence: Absence) {
  return absence.from === absence.to
    ? formatDate(absence.from)
    : `${formatDate(absence.from)} – ${formatDate(absence.to)}`;
}

/**
 * A child's reported absences of today and later, with Report absence and Withdraw (decision 078).
 * A withdrawn absence takes its button with it: focus goes to Report absence (issue 40).
 */
export function ChildAbsences({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('absences');
  const absences = useAbsences(childId);
  const withdraw = useWithdrawAbsence(childId);
  const [reporting, setReporting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Absence | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();

  return (
    <section aria-labelledby="absences-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="absences-heading" className="text-base font-semibold text-zinc-900">
          {t('heading')}
        </h2>
        <Button ref={reportButton} variant="outline" onClick={() => setReporting(true)}>
          <CalendarX2 aria-hidden="true" />
          {t('report')}
        </Button>
      </div>
      {absences.isPending ? (
        <LoadingBlocks label={t('loading')} blocks={['h-16']} className="" />
      ) : absences.isError ? (
        <div role="alert" className="grid gap-2 text-sm text-zinc-600">
          <p>{getErrorMessage(absences.error)}</p>
          <TryAgainButton onRetry={absences.refetch} />
        </div>
      ) : absences.data.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('none', { name: childName })}</p>
      ) : (
        <ul className="grid gap-2">
          {absences.data.map((absence) => (
            <li key={absence.id}>
              <Card className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-zinc-900">{daysOf(absence)}</p>
                  <p className="text-sm text-zinc-600">{absenceReasonLabel(absence.reason)}</p>
                  {absence.note ? (
                    <p className="text-sm wrap-anywhere text-zinc-600">{absence.note}</p>
                  ) : null}
                </div>
                {absence.withdrawable ? (
                  <Button variant="ghost" onClick={() => setWithdrawing(absence)}>
                    <Trash2 aria-hidden="true" />
                    {t('withdraw')}
                  </Button>
                ) : (
                  <span className="text-sm text-zinc-500">{t('underWay')}</span>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <AbsenceDialog childId={childId} childName={childName} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
      <DeleteDialog
        target={withdrawing}
        onClose={() => setWithdrawing(null)}
        title={t('withdrawTitle')}
        description={t('withdrawDescription', {
          name: childName,
          days: withdrawing ? daysOf(withdrawing) : '',
        })}
        deletion={withdraw}
        variables={(absence) => absence.id}
        deletedTitle={t('withdrawn')}
        onDeleted={() => focusAfter(() => reportButton.current)}
        confirmLabel={t('confirmWithdraw')}
        pendingLabel={t('withdrawing')}
      />
    </section>
  );
}
