import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ariaSort, nextSort, type SortState } from '@/lib/sort-cycle';
import { ScrollBox } from './ui/scroll-box';
import { Skeleton } from './ui/skeleton';

export type SortableColumn<Row, F extends string = string> = {
  id: string;
  header: ReactNode;
  /** Makes the header a sort button for this field. */
  sortField?: F;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (width, alignment). */
  className?: string;
};

/**
 * A column of figures: right-aligned, with digits of one width so that the numbers line up;
 * `className` adds to that (`whitespace-nowrap` for an amount).
 */
export function numberColumn<Row, F extends string = string>(
  column: SortableColumn<Row, F>,
): SortableColumn<Row, F> {
  return { ...column, className: cn('text-right tabular-nums', column.className) };
}

type SortableTableProps<Row, F extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: SortableColumn<Row, F>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<F>;
  /** Receives the next state of the ascending → descending → none cycle. */
  onSortChange?: (next: SortState<F>) => void;
  /** Shown in one cell when there are no rows. */
  empty?: ReactNode;
  /** Dims the rows while newer ones load. */
  busy?: boolean;
  /** Keeps the first column in view when the table scrolls sideways (narrow screens). */
  stickyFirstColumn?: boolean;
  /** Keeps the last column (the row's action) in view when the table scrolls sideways. */
  stickyLastColumn?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
};

function SortIcon({ state }: { state: ReturnType<typeof ariaSort> }) {
  if (state === 'ascending') return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (state === 'descending') return <ArrowDown aria-hidden="true" className="size-3.5" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />;
}

/**
 * A table whose sortable headers cycle ascending → descending → none (`nextSort`). The caller
 * keeps the sort (query string or state) and sorts the rows (server or `sortRows`).
 */
export function SortableTable<Row, F extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  empty,
  busy = false,
  stickyFirstColumn = false,
  stickyLastColumn = false,
  rowClassName,
  className,
}: SortableTableProps<Row, F>) {
  const { t } = useTranslation('common');
  const background = (header: boolean) => (header ? 'bg-zinc-50' : 'bg-white group-hover:bg-zinc-50');
  const sticky = (index: number, header = false) => {
    if (stickyFirstColumn && index === 0) return cn('sticky left-0 z-10', background(header));
    if (stickyLastColumn && index === columns.length - 1) {
      // The edge shadow shows that columns pass under it.
      return cn('sticky right-0 z-10 shadow-[-1px_0_0_var(--color-zinc-200)]', background(header));
    }
    return undefined;
  };

  return (
    // relative: the scroll box contains absolutely placed content too (visually hidden header text).
    <ScrollBox className={cn('relative rounded-xl border border-zinc-200 bg-white', className)}>
      <table aria-label={label} aria-busy={busy || undefined} className="w-full border-collapse text-sm">
        <thead className="bg-zinc-50 text-left text-xs font-semibold text-zinc-600">
          <tr>
            {columns.map((column, index) => {
              const state = ariaSort(sort, column.sortField);
              const field = column.sortField;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={state}
                  className={cn(
                    'h-11 border-b border-zinc-200 px-3 whitespace-nowrap',
                    sticky(index, true),
                    column.className,
                  )}
                >
                  {field && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, field))}
                      className={cn(
                        '-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 hover:bg-zinc-200/60 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                        state !== 'none' && 'text-brand-800',
                      )}
                    >
                      {column.header}
                      <SortIcon state={state} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={cn('transition-opacity', busy && 'opacity-60')}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-zinc-500">
                {empty ?? t('actions.nothingToShow')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(
                  'group border-b border-zinc-100 last:border-b-0 hover:bg-zinc-50',
                  rowClassName?.(row),
                )}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.id}
                    className={cn('px-3 py-2.5 align-middle', sticky(index), column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}

type TableSkeletonProps = {
  columns?: number;
  rows?: number;
  /** Where the space is under 48rem (spec 2 §9: 1 × 20 in the narrow layout). */
  narrowColumns?: number;
  narrowRows?: number;
  label?: string;
};

/**
 * Loading placeholder of a table: 5 columns × 7 rows, 1 × 20 where the space is narrower than
 * 48rem (a container query, so a sidebar counts) (spec 2 §2.9).
 */
export function TableSkeleton({
  columns = 5,
  rows = 7,
  narrowColumns = 1,
  narrowRows = 20,
  label,
}: TableSkeletonProps) {
  const { t } = useTranslation('common');
  const grid = (count: number, perRow: number, className: string) => (
    <div className={className} style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
      {Array.from({ length: count * perRow }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Skeleton key={index} className="h-9" />
      ))}
    </div>
  );
  return (
    <div className="@container">
      <div role="status" aria-busy="true" className="rounded-xl border border-zinc-200 bg-white p-3">
        <span className="sr-only">{label ?? t('shell.loading')}</span>
        {grid(rows, columns, 'hidden gap-3 @3xl:grid')}
        {grid(narrowRows, narrowColumns, 'grid gap-2 @3xl:hidden')}
      </div>
    </div>
  );
}
