import { type OvertimeItem, overtimeReportMessages } from '@cic/contract';
import { ClipboardCheck, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MessageRow, SkeletonRows } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Sheet } from '@/components/ui/sheet';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast, toastError } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatRinggit } from '@/lib/money';
import { formatDate, formatTime } from '@/lib/time';
import { useDeleteItem } from '../api/delete-item';
import { useStudentItems } from '../api/get-student-items';
import { durationLabel, selectedTotal } from '../lib/report-figures';
import { ItemEditDialog } from './item-edit-dialog';
import type { ReportChild } from './report-students';
import { checkinDetailsError } from './student-checkout-dialog';

const columns = ['Date', 'Start Time', 'End Time', 'Duration', 'Amount', 'Actions'];

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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<OvertimeItem | null>(null);
  const [deleting, setDeleting] = useState<OvertimeItem | null>(null);
  const [checkout, setCheckout] = useState<OvertimeItem | null>(null);
  const rows = items.data?.items ?? [];
  const chosen = new Set(rows.filter((item) => selected.has(item.id)).map((item) => item.id));
  const allChosen = rows.length > 0 && chosen.size === rows.length;

  const close = () => {
    setSelected(new Set());
    onClose();
  };
  const toggle = (itemId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  let body: ReactNode;
  if (items.isPending) body = <SkeletonRows columns={columns.length + 1} />;
  else if (items.isError) {
    body = (
      <MessageRow columns={columns.length + 1} alert>
        {getErrorMessage(items.error)}
      </MessageRow>
    );
  } else if (rows.length === 0)
    body = <MessageRow columns={columns.length + 1}>No overtime items</MessageRow>;
  else {
    body = rows.map((item) => (
      <TableRow key={item.id}>
        <TableCell className="w-10">
          <Checkbox
            aria-label={`Select the item of ${formatDate(item.date)} from ${formatTime(item.startTime)}`}
            checked={chosen.has(item.id)}
            onCheckedChange={(checked) => toggle(item.id, checked === true)}
          />
        </TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{formatDate(item.date)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.startTime)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.endTime)}</TableCell>
        <TableCell className="whitespace-nowrap">{durationLabel(item.duration, item.unit)}</TableCell>
        <TableCell className="text-right whitespace-nowrap tabular-nums">
          {formatRinggit(item.amount)}
        </TableCell>
        <TableCell className="whitespace-nowrap">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="View the check-out"
            title="View the check-out"
            onClick={() => setCheckout(item)}
          >
            <ClipboardCheck aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Edit item"
            onClick={() => setEditing(item)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-red-600"
            aria-label="Delete item"
            onClick={() => setDeleting(item)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </TableCell>
      </TableRow>
    ));
  }

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
        <Table aria-label="Overtime items" aria-busy={items.isFetching || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all items"
                  checked={allChosen}
                  disabled={rows.length === 0}
                  onCheckedChange={(checked) =>
                    setSelected(checked === true ? new Set(rows.map((item) => item.id)) : new Set())
                  }
                />
              </TableHead>
              {columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </Sheet>

      {editing ? <ItemEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      <CheckInDetailDialog
        checkInId={checkout?.checkoutId ?? null}
        title={child ? `Checkin Details - ${child.name}` : 'Checkin Details'}
        errorText={checkinDetailsError}
        onClose={() => setCheckout(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this overtime record?"
        description={overtimeReportMessages.deleteItem}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Report item deleted successfully' });
              toggle(deleting.id, false);
              setDeleting(null);
            },
            onError: (error) => toastError(error),
          });
        }}
      />
    </>
  );
}
