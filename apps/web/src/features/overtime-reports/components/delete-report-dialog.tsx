import { overtimeReportMessages } from '@cic/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteReport } from '../api/delete-report';

type DeleteReportDialogProps = {
  report: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** 'Delete report?' with the spec's note that invoices made from it stay. */
export function DeleteReportDialog({ report, onClose, onDeleted }: DeleteReportDialogProps) {
  const remove = useDeleteReport();
  return (
    <DeleteDialog
      target={report}
      onClose={onClose}
      title={<>Delete {report?.name}?</>}
      description={`This action cannot be undone. The report and its items are deleted. ${overtimeReportMessages.deleteReportNote}`}
      deletion={remove}
      variables={(target) => target.id}
      deletedTitle="Overtime report deleted successfully"
      onDeleted={onDeleted}
    />
  );
}
