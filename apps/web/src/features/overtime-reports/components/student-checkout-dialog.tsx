import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';
import { useStudentItems } from '../api/get-student-items';
import { latestCheckoutId } from '../lib/report-figures';
import type { ReportChild } from './report-students';

export const checkinDetailsError = 'Failed to load checkin details';

type StudentCheckoutDialogProps = {
  reportId: string;
  child: ReportChild | null;
  onClose: () => void;
};

/** 'View Checkin Details' of a row: the check-out of the child's latest item in the report (decision 041). */
export function StudentCheckoutDialog({ reportId, child, onClose }: StudentCheckoutDialogProps) {
  const items = useStudentItems(reportId, child?.childId ?? null);
  const checkoutId = items.data ? latestCheckoutId(items.data.items) : null;
  return (
    <CheckInDetailDialog
      open={child !== null}
      checkInId={checkoutId}
      lookupFailed={items.isError || (items.data !== undefined && checkoutId === null)}
      title={child ? `Checkin Details - ${child.name}` : 'Checkin Details'}
      errorText={checkinDetailsError}
      onClose={onClose}
    />
  );
}
