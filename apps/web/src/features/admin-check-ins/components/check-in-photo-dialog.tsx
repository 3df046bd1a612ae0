import { useTranslation } from 'react-i18next';
import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';

export type PhotoTarget = {
  checkInId: string;
  /** The signed photo link of the centre view, shown at once. */
  url: string;
  studentName: string;
  kind: 'In' | 'Out';
};

/** A check-in's photo with its details from GET /admin/checkin/{id}. */
export function CheckInPhotoDialog({ target, onClose }: { target: PhotoTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <CheckInDetailDialog
      checkInId={target?.checkInId ?? null}
      title={
        target
          ? target.kind === 'In'
            ? t('students.photoTitle.in', { name: target.studentName })
            : t('students.photoTitle.out', { name: target.studentName })
          : t('students.photo')
      }
      photoUrl={target?.url}
      onClose={onClose}
    />
  );
}
