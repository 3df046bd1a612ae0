import { overtimeReportMessages } from '@cic/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
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
    <ConfirmDialog
      open={report !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Delete {report?.name}?</>}
      description={`This action cannot be undone. The report and its items are deleted. ${overtimeReportMessages.deleteReportNote}`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => {
        if (!report) return;
        remove.mutate(report.id, {
          onSuccess: () => {
            toast({ title: 'Overtime report deleted successfully' });
            onClose();
            onDeleted?.();
          },
          onError: (error) => toastError(error),
        });
      }}
    />
  );
}
