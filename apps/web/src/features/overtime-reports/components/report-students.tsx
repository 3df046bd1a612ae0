import type { OvertimeReportStudent } from '@cic/contract';
import { ChevronDown, ClipboardCheck, FileText, HandCoins, ReceiptText, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { EditDeleteMenu } from '@/components/edit-delete-menu';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TableCell } from '@/components/ui/table';
import { formatRinggit } from '@/lib/money';
import { useDeleteStudents } from '../api/delete-students';
import { useReportCentres } from '../api/get-report-centres';
import { useReportStudents } from '../api/get-report-students';
import { overtimePageSize } from '../api/reports-key';
import { SelectableTable, useSelection } from './selectable-table';
import { StudentCheckoutDialog } from './student-checkout-dialog';
import { StudentItemsSheet } from './student-items-sheet';

const columns = [
  'overtime:students.columns.name',
  'overtime:students.columns.center',
  'overtime:students.columns.package',
  'overtime:students.columns.status',
  'overtime:students.columns.days',
  'overtime:students.columns.amount',
  'overtime:students.columns.action',
];

export type ReportChild = { childId: string; name: string };

/**
 * An invoice action on the report (issue 28): the Students tab's selected children or the side
 * sheet's selected items. The page carries it out; `done` runs once it succeeded.
 */
export type InvoiceRequest = {
  kind: 'proforma' | 'invoice' | 'pay';
  choice: { reportId: string } & ({ childIds: string[] } | { itemIds: string[] });
  count: number;
  done: () => void;
  /** Where focus goes once the server refused it and the question closed. */
  refused?: () => HTMLElement | null;
  /** Where focus goes when the result dialog closes: the bulk menu's button is disabled by then. */
  finished?: () => HTMLElement | null;
};

type ReportStudentsProps = { reportId: string; onInvoice: (request: InvoiceRequest) => void };

/**
 * The Students tab (spec 3 §2.3): a centre filter, a name search, selectable rows with a bulk
 * menu (Convert to Proforma Invoice, Convert to Invoice, Mark as Paid, Delete: decision 071), and
 * per row View Checkin Details, Edit (the side sheet) and Delete.
 */
export function ReportStudents({ reportId, onInvoice }: ReportStudentsProps) {
  const { t } = useTranslation('overtime');
  const [centerId, setCenterId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const selection = useSelection();
  const selectAll = useRef<HTMLButtonElement>(null);
  const [sheet, setSheet] = useState<ReportChild | null>(null);
  const [checkout, setCheckout] = useState<ReportChild | null>(null);
  const [deleting, setDeleting] = useState<ReportChild[] | null>(null);
  const centres = useReportCentres(reportId, undefined, true);
  const query = {
    centerId: centerId || undefined,
    search: search || undefined,
    page,
    limit: overtimePageSize,
  };
  const students = useReportStudents(reportId, query, true);
  const remove = useDeleteStudents(reportId);
  const rows = students.data?.items ?? [];
  const child = (row: OvertimeReportStudent): ReportChild => ({
    childId: row.childId,
    name: row.childInfo.name,
  });

  const filter = (next: { centerId?: string; search?: string }) => {
    if (next.centerId !== undefined) setCenterId(next.centerId);
    if (next.search !== undefined) setSearch(next.search);
    setPage(1);
    selection.clear();
  };
  const selectedChildren = rows.filter((row) => selection.selected.has(row.childId)).map(child);
  const invoice = (kind: InvoiceRequest['kind']) =>
    onInvoice({
      kind,
      choice: { reportId, childIds: selectedChildren.map((row) => row.childId) },
      count: selectedChildren.length,
      done: selection.clear,
      finished: () => selectAll.current,
    });
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('students.center')}>
          <NativeSelect value={centerId} onChange={(event) => filter({ centerId: event.target.value })}>
            <option value="">{t('students.allCenters')}</option>
            {(centres.data ?? []).map((centre) => (
              <option key={centre.centerId} value={centre.centerId}>
                {centre.centerInfo.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SearchBox
          value={search}
          placeholder={t('students.searchPlaceholder')}
          onSearch={(text) => filter({ search: text })}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={selection.selected.size === 0}>
            <Button variant="outline" className="ml-auto">
              {t('students.bulkActions', { number: selection.selected.size })}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => invoice('proforma')}>
              <FileText aria-hidden="true" />
              {t('students.toProforma')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => invoice('invoice')}>
              <ReceiptText aria-hidden="true" />
              {t('students.toInvoice')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => invoice('pay')}>
              <HandCoins aria-hidden="true" />
              {t('students.markPaid')}
            </DropdownMenuItem>
            <DropdownMenuItem destructive onSelect={() => setDeleting(selectedChildren)}>
              <Trash2 aria-hidden="true" />
              {t('students.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div>
        <SelectableTable
          label={t('students.tableLabel')}
          columns={columns.map((column) => t(column))}
          list={students}
          rows={rows}
          rowKey={(row) => row.childId}
          selection={selection}
          selectAllRef={selectAll}
          selectAllLabel={t('students.selectAll')}
          selectLabel={(row) => t('students.select', { name: row.childInfo.name })}
          emptyText={t('students.empty')}
          onRowClick={(row) => setSheet(child(row))}
          cells={(row) => (
            <>
              <TableCell className="min-w-40 font-medium text-zinc-900">{row.childInfo.name}</TableCell>
              <TableCell className="min-w-32">{row.centerInfo.name}</TableCell>
              <TableCell className="min-w-28">{row.packageName ?? '-'}</TableCell>
              <TableCell className="min-w-36">
                <Badge variant="secondary">{t(`itemStatus.${row.status}`)}</Badge>
                {row.invoiceNumbers.length > 0 ? (
                  <span className="block text-xs text-zinc-600">
                    {t('students.invoicedOn', { numbers: row.invoiceNumbers.join(', ') })}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.numberOfDays}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatRinggit(row.totalAmount)}
              </TableCell>
              <TableCell className="w-12 text-right">
                <EditDeleteMenu
                  name={row.childInfo.name}
                  onEdit={() => setSheet(child(row))}
                  onDelete={() => setDeleting([child(row)])}
                >
                  <DropdownMenuItem onSelect={() => setCheckout(child(row))}>
                    <ClipboardCheck aria-hidden="true" />
                    {t('students.viewCheckin')}
                  </DropdownMenuItem>
                </EditDeleteMenu>
              </TableCell>
            </>
          )}
        />
        {students.data ? (
          <Pager
            meta={students.data.meta}
            noun={(count) => t('students.noun', { count })}
            onPage={(next) => {
              setPage(next);
              selection.clear();
            }}
          />
        ) : null}
      </div>

      <StudentItemsSheet
        reportId={reportId}
        child={sheet}
        onClose={() => setSheet(null)}
        onInvoice={onInvoice}
      />
      <StudentCheckoutDialog reportId={reportId} child={checkout} onClose={() => setCheckout(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={
          deleting?.length === 1
            ? t('students.deleteOne', { name: deleting[0]?.name })
            : t('students.deleteMany', { count: deleting?.length ?? 0 })
        }
        description={t('items.deleteDescription')}
        deletion={remove}
        variables={(targets) => targets.map((target) => target.childId)}
        deletedTitle={t('items.deleted')}
        onDeleted={() => selection.clear()}
      />
    </div>
  );
}
