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
  return (
    <CheckInDetailDialog
      checkInId={target?.checkInId ?? null}
      title={target ? `${target.studentName}: check-${target.kind === 'In' ? 'in' : 'out'} photo` : 'Photo'}
      photoUrl={target?.url}
      onClose={onClose}
    />
  );
}
