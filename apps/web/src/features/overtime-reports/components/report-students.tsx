import { type OvertimeReportStudent, overtimeReportMessages } from '@cic/contract';
import { ChevronDown, ClipboardCheck, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MessageRow, SkeletonRows } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast, toastError } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatRinggit } from '@/lib/money';
import { useDeleteStudents } from '../api/delete-students';
import { useReportCentres } from '../api/get-report-centres';
import { useReportStudents } from '../api/get-report-students';
import { overtimePageSize } from '../api/reports-key';
import { StudentCheckoutDialog } from './student-checkout-dialog';
import { StudentItemsSheet } from './student-items-sheet';

const columns = ['Student Name', 'Center', 'Package', 'Status', 'Number of Days', 'Total Amount', 'Action'];

export type ReportChild = { childId: string; name: string };

/**
 * The Students tab (spec 3 §2.3): a centre filter, a name search, selectable rows with a bulk
 * menu (Delete only: the invoice actions come with invoicing, decision 041), and per row View
 * Checkin Details, Edit (the side sheet) and Delete.
 */
export function ReportStudents({ reportId }: { reportId: string }) {
  const [centerId, setCenterId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.childId));

  const filter = (next: { centerId?: string; search?: string }) => {
    if (next.centerId !== undefined) setCenterId(next.centerId);
    if (next.search !== undefined) setSearch(next.search);
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (childId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(childId);
      else next.delete(childId);
      return next;
    });

  let body: ReactNode;
  if (students.isPending) body = <SkeletonRows columns={columns.length + 1} />;
  else if (students.isError) {
    body = (
      <MessageRow columns={columns.length + 1} alert>
        {getErrorMessage(students.error)}
      </MessageRow>
    );
  } else if (rows.length === 0)
    body = <MessageRow columns={columns.length + 1}>No students found</MessageRow>;
  else {
    body = rows.map((row) => (
      <TableRow
        key={row.childId}
        className="cursor-pointer"
        onClick={(event) => {
          const target = event.target;
          if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
          if (!target.closest('button, [role="checkbox"]')) setSheet(child(row));
        }}
      >
        <TableCell className="w-10">
          <Checkbox
            aria-label={`Select ${row.childInfo.name}`}
            checked={selected.has(row.childId)}
            onCheckedChange={(checked) => toggle(row.childId, checked === true)}
          />
        </TableCell>
        <TableCell className="min-w-40 font-medium text-zinc-900">{row.childInfo.name}</TableCell>
        <TableCell className="min-w-32">{row.centerInfo.name}</TableCell>
        <TableCell className="min-w-28">{row.packageName ?? '-'}</TableCell>
        <TableCell>
          <Badge variant="secondary">{row.status}</Badge>
        </TableCell>
        <TableCell className="text-right tabular-nums">{row.numberOfDays}</TableCell>
        <TableCell className="text-right whitespace-nowrap tabular-nums">
          {formatRinggit(row.totalAmount)}
        </TableCell>
        <TableCell className="w-12 text-right">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Actions for ${row.childInfo.name}`}
              >
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setCheckout(child(row))}>
                <ClipboardCheck aria-hidden="true" />
                View Checkin Details
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setSheet(child(row))}>
                <Pencil aria-hidden="true" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => setDeleting([child(row)])}>
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </TableCell>
      </TableRow>
    ));
  }

  const selectedChildren = rows.filter((row) => selected.has(row.childId)).map(child);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Center">
          <NativeSelect value={centerId} onChange={(event) => filter({ centerId: event.target.value })}>
            <option value="">All Centers</option>
            {(centres.data ?? []).map((centre) => (
              <option key={centre.centerId} value={centre.centerId}>
                {centre.centerInfo.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SearchBox
          value={search}
          placeholder="Search by student name..."
          onSearch={(text) => filter({ search: text })}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={selected.size === 0}>
            <Button variant="outline" className="ml-auto">
              Bulk actions ({selected.size})
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem destructive onSelect={() => setDeleting(selectedChildren)}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div>
        <Table aria-label="Students" aria-busy={students.isFetching || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all students on this page"
                  checked={allSelected}
                  disabled={rows.length === 0}
                  onCheckedChange={(checked) =>
                    setSelected(checked === true ? new Set(rows.map((row) => row.childId)) : new Set())
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
        {students.data ? (
          <Pager
            meta={students.data.meta}
            noun="students"
            onPage={(next) => {
              setPage(next);
              setSelected(new Set());
            }}
          />
        ) : null}
      </div>

      <StudentItemsSheet reportId={reportId} child={sheet} onClose={() => setSheet(null)} />
      <StudentCheckoutDialog reportId={reportId} child={checkout} onClose={() => setCheckout(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={
          deleting?.length === 1 ? (
            <>Delete the overtime of {deleting[0]?.name}?</>
          ) : (
            <>Delete the overtime of {deleting?.length} students?</>
          )
        }
        description={overtimeReportMessages.deleteItem}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            deleting.map((target) => target.childId),
            {
              onSuccess: () => {
                toast({ title: 'Report item deleted successfully' });
                setDeleting(null);
                setSelected(new Set());
              },
              onError: (error) => toastError(error),
            },
          );
        }}
      />
    </div>
  );
}
