import { type OvertimeItem, overtimeReportMessages } from '@cic/contract';
import { ClipboardCheck, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';
import { DeleteDialog } from '@/components/delete-dialog';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatRinggit } from '@/lib/money';
import { formatDate, formatTime } from '@/lib/time';
import { useDeleteItem } from '../api/delete-item';
import { useStudentItems } from '../api/get-student-items';
import { durationLabel, selectedTotal } from '../lib/report-figures';
import { ItemEditDialog } from './item-edit-dialog';
import type { ReportChild } from './report-students';
import { SelectableTable, useSelection } from './selectable-table';
import { checkinDetailsError } from './student-checkout-dialog';

const columns = ['Date', 'Start Time', 'End Time', 'Duration', 'Amount', 'Actions'];

type ItemActionProps = { label: string; className?: string; onClick: () => void; children: ReactNode };

/** One of an item's icon buttons, named for screen readers and on hover. */
function ItemAction({ label, className, onClick, children }: ItemActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

type StudentItemsSheetProps = {
  reportId: string;
  child: ReportChild | null;
  onClose: () => void;
};

/**
 * 'Overtime Details - {child name}' (spec 3 §2.3): the child's items, selectable with a running
 * total; each can be edited, deleted or traced to its check-out. No 'Create Proforma Invoice'
 * button until invoicing exists (decision 041).
 */
export function StudentItemsSheet({ reportId, child, onClose }: StudentItemsSheetProps) {
  const items = useStudentItems(reportId, child?.childId ?? null);
  const remove = useDeleteItem();
  const selection = useSelection();
  const [editing, setEditing] = useState<OvertimeItem | null>(null);
  const [deleting, setDeleting] = useState<OvertimeItem | null>(null);
  const [checkout, setCheckout] = useState<OvertimeItem | null>(null);
  const rows = items.data?.items ?? [];
  const chosen = new Set(rows.filter((item) => selection.selected.has(item.id)).map((item) => item.id));

  const close = () => {
    selection.clear();
    onClose();
  };
  return (
    <>
      <Sheet
        open={child !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Overtime Details - ${child?.name ?? ''}`}
        description="Late pick-up charges of this child in the report."
        footer={
          <p className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
            <span className="text-zinc-600">
              {chosen.size} of {rows.length} items selected
            </span>
            <span className="font-semibold text-zinc-900 tabular-nums">
              Selected total: {formatRinggit(selectedTotal(rows, chosen))}
            </span>
          </p>
        }
      >
        <SelectableTable
          label="Overtime items"
          columns={columns}
          list={items}
          rows={rows}
          rowKey={(item) => item.id}
          selection={selection}
          selectAllLabel="Select all items"
          selectLabel={(item) =>
            `Select the item of ${formatDate(item.date)} from ${formatTime(item.startTime)}`
          }
          emptyText="No overtime items"
          cells={(item) => (
            <>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDate(item.date)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.startTime)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.endTime)}</TableCell>
              <TableCell className="whitespace-nowrap">{durationLabel(item.duration, item.unit)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatRinggit(item.amount)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <ItemAction label="View the check-out" onClick={() => setCheckout(item)}>
                  <ClipboardCheck aria-hidden="true" />
                </ItemAction>
                <ItemAction label="Edit item" onClick={() => setEditing(item)}>
                  <Pencil aria-hidden="true" />
                </ItemAction>
                <ItemAction label="Delete item" className="text-red-600" onClick={() => setDeleting(item)}>
                  <Trash2 aria-hidden="true" />
                </ItemAction>
              </TableCell>
            </>
          )}
        />
      </Sheet>

      {editing ? <ItemEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      <CheckInDetailDialog
        checkInId={checkout?.checkoutId ?? null}
        title={child ? `Checkin Details - ${child.name}` : 'Checkin Details'}
        errorText={checkinDetailsError}
        onClose={() => setCheckout(null)}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this overtime record?"
        description={overtimeReportMessages.deleteItem}
        deletion={remove}
        variables={(item) => item.id}
        deletedTitle="Report item deleted successfully"
        onDeleted={(item) => selection.toggle(item.id, false)}
      />
    </>
  );
}
