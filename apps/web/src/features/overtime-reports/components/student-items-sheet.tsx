import { chargeRateWords, type OvertimeItem, ringgitToMicro } from '@cic/contract';
import { ClipboardCheck, FileText, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInDetailDialog } from '@/components/check-in-detail-dialog';
import { DeleteDialog } from '@/components/delete-dialog';
import { Badge } from '@/components/ui/badge';
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
import type { InvoiceRequest, ReportChild } from './report-students';
import { SelectableTable, useSelection } from './selectable-table';

const columns = [
  'overtime:items.columns.date',
  'overtime:items.columns.startTime',
  'overtime:items.columns.endTime',
  'overtime:items.columns.duration',
  'overtime:items.columns.rate',
  'overtime:items.columns.amount',
  'overtime:items.columns.status',
  'overtime:items.columns.actions',
];

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

/** An item no live invoice holds, through this report or another (decision 087): the only kind ticked, edited or deleted. */
const billable = (item: OvertimeItem) => item.invoice === null;

/** Where an invoiced item's charge is: 'Invoiced on INV-2026-000030', or on a proforma, here or through another report. */
function InvoicedOn({ invoice }: { invoice: NonNullable<OvertimeItem['invoice']> }) {
  const { t } = useTranslation('overtime');
  let text: string;
  if (invoice.number) {
    text = invoice.otherReport
      ? t('items.invoicedOnOther', { number: invoice.number })
      : t('items.invoicedOn', { number: invoice.number });
  } else {
    text = invoice.otherReport ? t('items.onProformaOther') : t('items.onProforma');
  }
  return <span className="block text-xs text-zinc-600">{text}</span>;
}

/** 'RM 5.00 per 15 minutes × 2': the rate as the item's rule states it, with the count that makes its amount. */
function RateText({ item }: { item: OvertimeItem }) {
  const { t } = useTranslation('overtime');
  const words = chargeRateWords({
    ...item,
    rateMicro: ringgitToMicro(item.rate),
    amountSen: Math.round(item.amount * 100),
  });
  return <>{t(`rateTerms.${words.wording}`, words.params)}</>;
}

type StudentItemsSheetProps = {
  reportId: string;
  child: ReportChild | null;
  onClose: () => void;
  onInvoice: (request: InvoiceRequest) => void;
};

/**
 * 'Overtime Details - {child name}' (spec 3 §2.3): the child's items, selectable with a running
 * total and 'Create Proforma Invoice' for the selected ones; each traced to its check-out, and
 * edited or deleted while it is on no invoice (the API refuses those with a 409, decision 068).
 * An item on an invoice, of this report or of another over the same check-out (decision 087),
 * names that invoice and cannot be ticked; 'Select all' ticks only the others. A refused
 * conversion, and closing its result, bring focus back to the sheet's title.
 */
export function StudentItemsSheet({ reportId, child, onClose, onInvoice }: StudentItemsSheetProps) {
  const { t } = useTranslation('overtime');
  const items = useStudentItems(reportId, child?.childId ?? null);
  const remove = useDeleteItem();
  const selection = useSelection();
  const [editing, setEditing] = useState<OvertimeItem | null>(null);
  const [deleting, setDeleting] = useState<OvertimeItem | null>(null);
  const [checkout, setCheckout] = useState<OvertimeItem | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const rows = items.data?.items ?? [];
  const chosen = new Set(
    rows.filter((item) => billable(item) && selection.selected.has(item.id)).map((item) => item.id),
  );

  const close = () => {
    selection.clear();
    onClose();
  };
  return (
    <>
      <Sheet
        open={child !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('items.title', { name: child?.name ?? '' })}
        titleRef={title}
        description={t('items.description')}
        footer={
          <div className="grid gap-3">
            <p className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
              <span className="text-zinc-600">
                {t('items.selectedCount', { selected: chosen.size, count: rows.length })}
              </span>
              <span className="font-semibold text-zinc-900 tabular-nums">
                {t('items.selectedTotal', { amount: formatRinggit(selectedTotal(rows, chosen)) })}
              </span>
            </p>
            <Button
              disabled={chosen.size === 0}
              onClick={() =>
                onInvoice({
                  kind: 'proforma',
                  choice: { reportId, itemIds: [...chosen] },
                  count: chosen.size,
                  done: selection.clear,
                  refused: () => title.current,
                  finished: () => title.current,
                })
              }
            >
              <FileText aria-hidden="true" />
              {t('items.createProforma')}
            </Button>
          </div>
        }
      >
        <SelectableTable
          label={t('items.tableLabel')}
          columns={columns.map((column) => t(column))}
          list={items}
          rows={rows}
          rowKey={(item) => item.id}
          selection={selection}
          canSelect={billable}
          selectAllLabel={t('items.selectAll')}
          selectLabel={(item) =>
            t('items.select', { date: formatDate(item.date), time: formatTime(item.startTime) })
          }
          emptyText={t('items.empty')}
          cells={(item) => (
            <>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDate(item.date)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.startTime)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatTime(item.endTime)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {durationLabel(item.duration, item.unit, t)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                <RateText item={item} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatRinggit(item.amount)}
              </TableCell>
              <TableCell className="min-w-36">
                <Badge variant="secondary">{t(`itemStatus.${item.status}`)}</Badge>
                {item.invoice ? <InvoicedOn invoice={item.invoice} /> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <ItemAction label={t('items.viewCheckout')} onClick={() => setCheckout(item)}>
                  <ClipboardCheck aria-hidden="true" />
                </ItemAction>
                {/* An item on an invoice cannot change until the invoice is voided. */}
                {billable(item) ? (
                  <>
                    <ItemAction label={t('items.edit')} onClick={() => setEditing(item)}>
                      <Pencil aria-hidden="true" />
                    </ItemAction>
                    <ItemAction
                      label={t('items.delete')}
                      className="text-red-600"
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden="true" />
                    </ItemAction>
                  </>
                ) : null}
              </TableCell>
            </>
          )}
        />
      </Sheet>

      {editing ? <ItemEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      <CheckInDetailDialog
        checkInId={checkout?.checkoutId ?? null}
        title={child ? t('checkin.titleNamed', { name: child.name }) : t('checkin.title')}
        errorText={t('checkin.error')}
        onClose={() => setCheckout(null)}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('items.deleteTitle')}
        description={t('items.deleteDescription')}
        deletion={remove}
        variables={(item) => item.id}
        deletedTitle={t('items.deleted')}
        onDeleted={(item) => selection.toggle(item.id, false)}
      />
    </>
  );
}
