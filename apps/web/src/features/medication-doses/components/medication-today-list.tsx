import type {
  CentreMedicationDay,
  DueDose,
  MedicationAuthorisation,
  MedicationDose,
} from '@cic/contract/medication/medication-answers';
import { useTranslation } from 'react-i18next';
import { LabelPhotoLink, MedicineWhen } from '@/components/medicine-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatTime } from '@/lib/time';
import { useAnswerMedicine } from '../api/answer-medicine';

function DoseLine({ dose }: { dose: MedicationDose }) {
  const { t } = useTranslation(['medication', 'care']);
  return (
    <p className="text-sm break-words text-zinc-700">
      {dose.outcome === 'GIVEN'
        ? t('dose.given', {
            amount: dose.amount ?? '',
            time: formatTime(dose.at),
            name: dose.recordedBy.name,
          })
        : t('dose.notGiven', {
            reason: dose.reasonCode ? t(`care:day.doseReasons.${dose.reasonCode}`) : '',
            name: dose.recordedBy.name,
          })}
    </p>
  );
}

type Props = {
  day: CentreMedicationDay;
  isHead: boolean;
  onRecord: (due: DueDose) => void;
  onDecline: (medicine: MedicationAuthorisation) => void;
};

/** Today's doses by time (overdue marked), then the medicines waiting for the head of centre. */
export function MedicationTodayList({ day, isHead, onRecord, onDecline }: Props) {
  const { t } = useTranslation('medication');
  const answer = useAnswerMedicine();
  return (
    <div className="grid gap-5">
      <section aria-labelledby="medication-due" className="grid gap-2">
        <h3 id="medication-due" className="text-sm font-semibold text-zinc-900">
          {t('today.due')}
        </h3>
        {day.due.length === 0 ? <p className="text-sm text-zinc-600">{t('today.none')}</p> : null}
        <ul className="grid gap-2">
          {day.due.map((due) => {
            const done = due.slot !== null && due.doses.length > 0;
            return (
              <li
                key={`${due.authorisationId}-${due.slot ?? 'needed'}`}
                className="grid gap-1 rounded-lg border border-zinc-200 p-3"
              >
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                  <span className="tabular-nums">{due.slot ?? t('today.whenNeeded')}</span>
                  <span className="min-w-0 break-words">
                    {due.childName} · {due.medicineName} · {due.dose}
                  </span>
                  {due.overdue ? <Badge variant="destructive">{t('today.overdue')}</Badge> : null}
                </p>
                {due.condition ? <p className="text-sm break-words text-zinc-600">{due.condition}</p> : null}
                {due.doses.map((dose) => (
                  <DoseLine key={dose.id} dose={dose} />
                ))}
                {done ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="w-fit"
                    aria-label={
                      due.slot
                        ? t('today.recordFor', {
                            medicine: due.medicineName,
                            name: due.childName,
                            time: due.slot,
                          })
                        : t('today.recordWhenNeeded', { medicine: due.medicineName, name: due.childName })
                    }
                    onClick={() => onRecord(due)}
                  >
                    {t('today.record')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {day.pending.length > 0 ? (
        <section aria-labelledby="medication-pending" className="grid gap-2">
          <h3 id="medication-pending" className="text-sm font-semibold text-zinc-900">
            {t('today.pending')}
          </h3>
          <ul className="grid gap-2">
            {day.pending.map((medicine) => (
              <li key={medicine.id} className="grid gap-1 rounded-lg border border-zinc-200 p-3 text-sm">
                <p className="font-medium break-words text-zinc-900">
                  {medicine.childName} · {medicine.medicineName} · {medicine.dose}
                </p>
                <MedicineWhen medicine={medicine} />
                <LabelPhotoLink medicine={medicine} className="w-fit" />
                {isHead ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={answer.isPending}
                      onClick={() =>
                        answer.mutate(
                          { authorisationId: medicine.id, decision: 'accept' },
                          {
                            onSuccess: () => toast({ title: t('accepted') }),
                            onError: (error) =>
                              toast({ title: getErrorMessage(error), variant: 'destructive' }),
                          },
                        )
                      }
                    >
                      {t('today.accept')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onDecline(medicine)}>
                      {t('today.decline')}
                    </Button>
                  </div>
                ) : (
                  <p className="text-zinc-600">{t('status.PENDING')}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
