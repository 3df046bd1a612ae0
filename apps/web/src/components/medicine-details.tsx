import type { MedicationAuthorisation } from '@cic/contract/medication/medication-answers';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** When a medicine is given: its times of day, or 'when needed' with the condition. */
export function MedicineWhen({ medicine }: { medicine: MedicationAuthorisation }) {
  const { t } = useTranslation('medication');
  return (
    <p className="break-words text-zinc-600">
      {medicine.whenNeeded
        ? t('details.whenNeeded', { condition: medicine.condition ?? '' })
        : t('details.times', { times: medicine.timesOfDay.join(', ') })}
    </p>
  );
}

/** The label's photo, opening at full size: the parent's card and the head of centre's answer show it. */
export function LabelPhotoLink({
  medicine,
  className,
}: {
  medicine: MedicationAuthorisation;
  className?: string;
}) {
  const { t } = useTranslation('medication');
  if (!medicine.labelPhoto) return null;
  return (
    <a
      href={medicine.labelPhoto.url}
      target="_blank"
      rel="noreferrer"
      className={cn('block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600', className)}
    >
      <img
        src={medicine.labelPhoto.thumbnailUrl}
        alt={t('details.labelPhoto', { medicine: medicine.medicineName })}
        className="size-16 rounded-lg object-cover"
      />
    </a>
  );
}
