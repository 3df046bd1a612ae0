import type { MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelPhotoLink, MedicineWhen } from '@/components/medicine-details';
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
      <LabelPhotoLink medicine={medicine} className="shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="font-medium break-words text-zinc-900">
          {medicine.medicineName} · {medicine.dose}
        </p>
        <MedicineWhen medicine={medicine} />
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
