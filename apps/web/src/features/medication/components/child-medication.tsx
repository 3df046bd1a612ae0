import type { MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import { Pill, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadingBlocks } from '@/components/loading-blocks';
import { TryAgainButton } from '@/components/try-again-button';
import { Button } from '@/components/ui/button';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { getErrorMessage } from '@/lib/api-client';
import { useChildMedication } from '../api/get-child-medication';
import { useWithdrawMedicine } from '../api/withdraw-medicine';
import { MedicationCard } from './medication-card';

// The form, its date fields and rules load when the parent opens it (decision 026).
const MedicationDialog = lazy(() =>
  import('./medication-dialog').then((m) => ({ default: m.MedicationDialog })),
);

const stillHeld = (medicine: MedicationAuthorisation) =>
  medicine.status === 'PENDING' || medicine.status === 'ACCEPTED';

/**
 * A child's medicines on the child's page (issue 44, decision 127): Authorise a medicine, each
 * medicine with its answer, Withdraw while it is waiting or accepted. After a withdrawal focus
 * goes to Authorise a medicine.
 */
export function ChildMedication({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('medication');
  const medicines = useChildMedication(childId);
  const withdraw = useWithdrawMedicine(childId);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState<MedicationAuthorisation | null>(null);
  const authoriseButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();

  return (
    <section aria-labelledby="medication-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="medication-heading" className="text-base font-semibold text-zinc-900">
          {t('parent.heading')}
        </h2>
        <Button ref={authoriseButton} variant="outline" onClick={() => setAsking(true)}>
          <Pill aria-hidden="true" />
          {t('parent.authorise')}
        </Button>
      </div>
      {medicines.isPending ? (
        <LoadingBlocks label={t('parent.loading')} blocks={['h-16']} className="" />
      ) : medicines.isError ? (
        <div role="alert" className="grid gap-2 text-sm text-zinc-600">
          <p>{getErrorMessage(medicines.error)}</p>
          <TryAgainButton onRetry={medicines.refetch} />
        </div>
      ) : medicines.data.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('parent.none', { name: childName })}</p>
      ) : (
        <ul className="grid gap-2">
          {medicines.data.map((medicine) => (
            <li key={medicine.id}>
              <MedicationCard
                medicine={medicine}
                action={
                  stillHeld(medicine) ? (
                    <Button variant="ghost" onClick={() => setWithdrawing(medicine)}>
                      <Trash2 aria-hidden="true" />
                      {t('parent.withdraw')}
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <Suspense fallback={null}>
          <MedicationDialog childId={childId} childName={childName} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
      <DeleteDialog
        target={withdrawing}
        onClose={() => setWithdrawing(null)}
        title={t('parent.withdrawTitle')}
        description={t('parent.withdrawDescription', {
          name: childName,
          medicine: withdrawing?.medicineName ?? '',
        })}
        deletion={withdraw}
        variables={(medicine) => medicine.id}
        deletedTitle={t('parent.withdrawn')}
        onDeleted={() => focusAfter(() => authoriseButton.current)}
        confirmLabel={t('parent.confirmWithdraw')}
        pendingLabel={t('parent.withdrawing')}
      />
    </section>
  );
}
