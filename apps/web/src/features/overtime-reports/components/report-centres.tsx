import type { OvertimeReportCenter } from '@cic/contract';
import { useState } from 'react';
import { SearchBox } from '@/components/search-box';
import { type SortableColumn, SortableTable } from '@/components/sortable-table';
import { getErrorMessage } from '@/lib/api-client';
import { formatRinggit } from '@/lib/money';
import { useReportCentres } from '../api/get-report-centres';

const columns: SortableColumn<OvertimeReportCenter>[] = [
  { id: 'name', header: 'Center Name', className: 'min-w-44', cell: (row) => row.centerInfo.name },
  {
    id: 'students',
    header: 'Total Students',
    className: 'text-right tabular-nums',
    cell: (row) => row.totalStudents,
  },
  { id: 'items', header: 'Total Items', className: 'text-right tabular-nums', cell: (row) => row.totalItems },
  {
    id: 'amount',
    header: 'Total Amount',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (row) => formatRinggit(row.totalAmount),
  },
];

/** The Centers tab (spec 3 §2.3): each centre's figures, searchable by centre name. */
export function ReportCentres({ reportId }: { reportId: string }) {
  const [search, setSearch] = useState('');
  const centres = useReportCentres(reportId, search || undefined, true);
  return (
    <div className="grid grid-cols-1 gap-3">
      <SearchBox value={search} placeholder="Search by center name..." onSearch={setSearch} />
      {centres.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(centres.error)}
        </p>
      ) : (
        <SortableTable
          label="Centers"
          columns={columns}
          rows={centres.data ?? []}
          rowKey={(row) => row.centerId}
          busy={centres.isFetching}
          empty={centres.isPending ? 'Loading...' : 'No centers found'}
          stickyFirstColumn
        />
      )}
    </div>
  );
}
