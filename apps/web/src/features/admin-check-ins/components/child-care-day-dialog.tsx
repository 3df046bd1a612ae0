import { useTranslation } from 'react-i18next';
import { CareDayView } from '@/components/care-timeline';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { formatDate } from '@/lib/time';
import { useAdminChildCareDay } from '../api/get-child-care-day';

export type CareDayTarget = { childId: string; studentName: string };

/** A child's care log on the page's day, read-only, for an admin with the CARE module (issue 44). */
export function ChildCareDayDialog({
  target,
  date,
  onClose,
}: {
  target: CareDayTarget;
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('care');
  const day = useAdminChildCareDay(target.childId, date);
  return (
    <DialogFrame
      onClose={onClose}
      title={t('day.title', { name: target.studentName })}
      description={formatDate(date)}
      className="max-w-lg"
    >
      <CareDayView day={day} />
    </DialogFrame>
  );
}
