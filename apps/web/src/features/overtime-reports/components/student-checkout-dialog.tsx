import { useTranslation } from 'react-i18next';
import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';
import { useStudentItems } from '../api/get-student-items';
import { latestCheckoutId } from '../lib/report-figures';
import type { ReportChild } from './report-students';

type StudentCheckoutDialogProps = {
  reportId: string;
  child: ReportChild | null;
  onClose: () => void;
};

/** 'View Checkin Details' of a row: the check-out of the child's latest item in the report (decision 041). */
export function StudentCheckoutDialog({ reportId, child, onClose }: StudentCheckoutDialogProps) {
  const { t } = useTranslation('overtime');
  const items = useStudentItems(reportId, child?.childId ?? null);
  const checkoutId = items.data ? latestCheckoutId(items.data.items) : null;
  return (
    <CheckInDetailDialog
      open={child !== null}
      checkInId={checkoutId}
      lookupFailed={items.isError || (items.data !== undefined && checkoutId === null)}
      title={child ? t('checkin.titleNamed', { name: child.name }) : t('checkin.title')}
      errorText={t('checkin.error')}
      onClose={onClose}
    />
  );
}
