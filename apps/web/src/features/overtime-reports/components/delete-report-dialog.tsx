import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteReport } from '../api/delete-report';

type DeleteReportDialogProps = {
  report: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** 'Delete report?' with the spec's note that invoices made from it stay. */
export function DeleteReportDialog({ report, onClose, onDeleted }: DeleteReportDialogProps) {
  const { t } = useTranslation('overtime');
  const remove = useDeleteReport();
  return (
    <DeleteDialog
      target={report}
      onClose={onClose}
      title={t('deleteReport.title', { name: report?.name ?? '' })}
      description={t('deleteReport.description')}
      deletion={remove}
      variables={(target) => target.id}
      deletedTitle={t('deleteReport.deleted')}
      onDeleted={onDeleted}
    />
  );
}
