import type { CentreDayRow, centreListSortFields } from '@cic/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberColumn, type SortableColumn, SortableTable } from '@/components/sortable-table';
import type { SortState } from '@/lib/sort-cycle';
import { formatPercent } from '../lib/format';
import { CentreListCards } from './centre-list-cards';
import { CentreAction, CentreName } from './centre-row-parts';
import { CentreTypeBadge } from './centre-type-badge';
import { StaffRatio } from './staff-ratio';

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
  /** Today's list: each centre's staff against the staff needed now (issue 45); a past day's is not live. */
  showStaff: boolean;
};

type FigureField = Extract<
  CentreSortField,
  'totalStudents' | 'checkins' | 'checkouts' | 'absentees' | 'attendancePercentage' | 'complianceUsage'
>;

/** A column of one of the day's figures, right-aligned and sorted by that figure. */
function figureColumn(
  id: string,
  header: string,
  field: FigureField,
  format: (value: CentreDayRow[FigureField]) => ReactNode = (value) => value,
): SortableColumn<CentreDayRow, CentreSortField> {
  return numberColumn({ id, header, sortField: field, cell: (row) => format(row[field]) });
}

/**
 * Every centre's day (spec 2 §2.9): figures, registered mark, type badge, View or Activate; a
 * table where it fits, cards where it does not.
 */
export function CentreListTable(props: CentreListProps) {
  const { rows, sort, onSortChange, busy, centreHref, onActivate, showStaff } = props;
  const { t } = useTranslation(['admin', 'ratios']);
  const empty = props.empty ?? t('checkins.noCentres');
  const columns: SortableColumn<CentreDayRow, CentreSortField>[] = [
    {
      id: 'name',
      header: t('checkins.columns.centre'),
      sortField: 'name',
      className: 'min-w-44',
      cell: (row) => <CentreName row={row} centreHref={centreHref} />,
    },
    {
      id: 'type',
      header: t('checkins.columns.type'),
      sortField: 'type',
      cell: (row) => <CentreTypeBadge type={row.type} />,
    },
    figureColumn('enrollment', t('checkins.columns.enrollment'), 'totalStudents'),
    figureColumn('in', t('checkins.columns.in'), 'checkins'),
    figureColumn('out', t('checkins.columns.out'), 'checkouts'),
    // Beside In and Out: with them it tells the day now (issue 45), in view before the table scrolls.
    ...(showStaff
      ? [
          {
            id: 'staff',
            header: t('ratios:staff.column'),
            className: 'text-right',
            cell: (row: CentreDayRow) => <StaffRatio figures={row} className="justify-items-end" />,
          },
        ]
      : []),
    {
      ...figureColumn('absentees', t('checkins.columns.absentees'), 'absentees'),
      // Reported absences apart from unexplained ones (decision 078).
      cell: (row) => (
        <>
          {row.absentees}
          {row.reportedAbsences > 0 ? (
            <span className="block text-xs text-zinc-500">
              {t('checkins.reportedAbsences', { n: row.reportedAbsences })}
            </span>
          ) : null}
        </>
      ),
    },
    figureColumn('attendance', t('checkins.columns.attendance'), 'attendancePercentage', formatPercent),
    figureColumn('compliance', t('checkins.columns.compliance'), 'complianceUsage', formatPercent),
    {
      id: 'action',
      header: t('checkins.columns.action'),
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
          label={t('checkins.centres')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={onSortChange}
          busy={busy}
          stickyFirstColumn
          // View or Activate stays in view where the figures scroll (1280 px with the sidebar open).
          stickyLastColumn
          empty={empty}
        />
      </div>
      <div className="@3xl:hidden">
        <CentreListCards {...props} empty={empty} sortFields={sortFields} />
      </div>
    </div>
  );
}
