import { type ReactNode, type Ref, useState } from 'react';
import { ListTable, MessageRow, SkeletonRows } from '@/components/list-states';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';

/** The ticked rows of a table, by key. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const setAll = (keys: readonly string[]) => setSelected(new Set(keys));
  return { selected, toggle, setAll, clear: () => setAll([]) };
}

export type Selection = ReturnType<typeof useSelection>;

type SelectableTableProps<Row> = {
  label: string;
  columns: string[];
  list: { isPending: boolean; isFetching: boolean; error: Error | null };
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection: Selection;
  selectAllLabel: string;
  /** Names a row's checkbox for screen readers. */
  selectLabel: (row: Row) => string;
  emptyText: string;
  cells: (row: Row) => ReactNode;
  /** A click on the row outside its buttons and checkbox (and outside its portals: menus, dialogs). */
  onRowClick?: (row: Row) => void;
  /** Whether a row can be ticked (all can, unless told); 'select all' ticks only those. */
  canSelect?: (row: Row) => boolean;
  /** The 'select all' checkbox, for focus to land on after an action on the selection. */
  selectAllRef?: Ref<HTMLButtonElement>;
};

/** A table whose rows can be ticked one by one or all at once, with its loading, failure and empty states. */
export function SelectableTable<Row>({
  label,
  columns,
  list,
  rows,
  rowKey,
  selection,
  selectAllLabel,
  selectLabel,
  emptyText,
  cells,
  onRowClick,
  canSelect = () => true,
  selectAllRef,
}: SelectableTableProps<Row>) {
  const span = columns.length + 1;
  const keys = rows.filter(canSelect).map(rowKey);
  const allSelected = keys.length > 0 && keys.every((key) => selection.selected.has(key));

  let body: ReactNode;
  if (list.isPending) body = <SkeletonRows columns={span} />;
  else if (list.error) {
    body = (
      <MessageRow columns={span} alert>
        {getErrorMessage(list.error)}
      </MessageRow>
    );
  } else if (rows.length === 0) body = <MessageRow columns={span}>{emptyText}</MessageRow>;
  else {
    body = rows.map((row) => (
      <TableRow
        key={rowKey(row)}
        className={onRowClick ? 'cursor-pointer' : undefined}
        onClick={(event) => {
          const target = event.target;
          if (!onRowClick || !(target instanceof Element) || !event.currentTarget.contains(target)) return;
          if (!target.closest('button, [role="checkbox"]')) onRowClick(row);
        }}
      >
        <TableCell className="w-10">
          <Checkbox
            aria-label={selectLabel(row)}
            checked={canSelect(row) && selection.selected.has(rowKey(row))}
            disabled={!canSelect(row)}
            onCheckedChange={(checked) => selection.toggle(rowKey(row), checked === true)}
          />
        </TableCell>
        {cells(row)}
      </TableRow>
    ));
  }

  return (
    <ListTable
      label={label}
      busy={list.isFetching}
      columns={columns}
      leadingHead={
        <TableHead className="w-10">
          <Checkbox
            ref={selectAllRef}
            aria-label={selectAllLabel}
            checked={allSelected}
            disabled={keys.length === 0}
            onCheckedChange={(checked) => selection.setAll(checked === true ? keys : [])}
          />
        </TableHead>
      }
    >
      {body}
    </ListTable>
  );
}
