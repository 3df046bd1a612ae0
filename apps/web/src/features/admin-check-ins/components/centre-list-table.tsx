import type { CentreDayRow, centreListSortFields } from '@cic/contract';
import { type SortableColumn, SortableTable } from '@/components/sortable-table';
import type { SortState } from '@/lib/sort-cycle';
import { formatPercent } from '../lib/format';
import { CentreListCards } from './centre-list-cards';
import { CentreAction, CentreName } from './centre-row-parts';
import { CentreTypeBadge } from './centre-type-badge';

export type CentreSortField = (typeof centreListSortFields)[number];

/** What the table and the cards of the centre list both draw from. */
export type CentreListProps = {
  rows: readonly CentreDayRow[];
  sort: SortState<CentreSortField>;
  onSortChange: (next: SortState<CentreSortField>) => void;
  busy?: boolean;
  /** The detail page of a centre, keeping the list's query string. */
  centreHref: (centreId: string) => string;
  onActivate: (centre: CentreDayRow) => void;
  empty?: string;
};

const figure = 'text-right tabular-nums';

/**
 * Every centre's day (spec 2 §2.9): figures, registered mark, type badge, View or Activate; a
 * table where it fits, cards where it does not.
 */
export function CentreListTable(props: CentreListProps) {
  const { rows, sort, onSortChange, busy, centreHref, onActivate } = props;
  const empty = props.empty ?? 'No centers found';
  const columns: SortableColumn<CentreDayRow, CentreSortField>[] = [
    {
      id: 'name',
      header: 'Center',
      sortField: 'name',
      className: 'min-w-44',
      cell: (row) => <CentreName row={row} centreHref={centreHref} />,
    },
    { id: 'type', header: 'Type', sortField: 'type', cell: (row) => <CentreTypeBadge type={row.type} /> },
    {
      id: 'enrollment',
      header: 'Enrollment',
      sortField: 'totalStudents',
      className: figure,
      cell: (row) => row.totalStudents,
    },
    { id: 'in', header: 'In', sortField: 'checkins', className: figure, cell: (row) => row.checkins },
    { id: 'out', header: 'Out', sortField: 'checkouts', className: figure, cell: (row) => row.checkouts },
    {
      id: 'absentees',
      header: 'Absentees',
      sortField: 'absentees',
      className: figure,
      cell: (row) => row.absentees,
    },
    {
      id: 'attendance',
      header: 'Attendance(%)',
      sortField: 'attendancePercentage',
      className: figure,
      cell: (row) => formatPercent(row.attendancePercentage),
    },
    {
      id: 'compliance',
      header: 'Compliance(%)',
      sortField: 'complianceUsage',
      className: figure,
      cell: (row) => formatPercent(row.complianceUsage),
    },
    {
      id: 'action',
      header: 'Action',
      className: 'text-right',
      cell: (row) => <CentreAction row={row} centreHref={centreHref} onActivate={onActivate} />,
    },
  ];

  const sortFields = columns.flatMap((column) =>
    column.sortField && typeof column.header === 'string'
      ? [{ field: column.sortField, label: column.header }]
      : [],
  );

  // The table needs about 48rem; narrower (a 768 px screen beside the admin sidebar) shows cards.
  return (
    <div className="@container">
      <div className="hidden @3xl:block">
        <SortableTable
          label="Centers"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={onSortChange}
          busy={busy}
          stickyFirstColumn
          empty={empty}
        />
      </div>
      <div className="@3xl:hidden">
        <CentreListCards {...props} empty={empty} sortFields={sortFields} />
      </div>
    </div>
  );
}
