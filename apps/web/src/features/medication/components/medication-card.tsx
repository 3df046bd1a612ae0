import type { MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/time';

/** One medicine: its name and dose, when and which days, the label's photo and its answer. */
export function MedicationCard({
  medicine,
  action,
}: {
  medicine: MedicationAuthorisation;
  action?: ReactNode;
}) {
  const { t } = useTranslation('medication');
  return (
    <Card className="flex flex-wrap items-start gap-3 p-3">
      {medicine.labelPhoto ? (
        <a
          href={medicine.labelPhoto.url}
          target="_blank"
          rel="noreferrer"
          className="block shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <img
            src={medicine.labelPhoto.thumbnailUrl}
            alt={t('details.labelPhoto', { medicine: medicine.medicineName })}
            className="size-16 rounded-lg object-cover"
          />
        </a>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="font-medium break-words text-zinc-900">
          {medicine.medicineName} · {medicine.dose}
        </p>
        <p className="break-words text-zinc-600">
          {medicine.whenNeeded
            ? t('details.whenNeeded', { condition: medicine.condition ?? '' })
            : t('details.times', { times: medicine.timesOfDay.join(', ') })}
        </p>
        <p className="text-zinc-600">
          {t('details.days', { from: formatDate(medicine.from), to: formatDate(medicine.to) })}
        </p>
        <p>
          <Badge variant={medicine.status === 'ACCEPTED' ? 'default' : 'secondary'}>
            {t(`status.${medicine.status}`)}
          </Badge>
        </p>
        {medicine.declineReason ? (
          <p className="break-words text-zinc-600">
            {t('details.declined', { reason: medicine.declineReason })}
          </p>
        ) : null}
      </div>
      {action}
    </Card>
  );
}
