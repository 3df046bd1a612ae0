import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

type Column = { label: string; numeric?: boolean };

type RecordTableProps<Row> = {
  label: string;
  columns: Column[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's cells' contents, in the columns' order. */
  cells: (row: Row) => ReactNode[];
  /** A last row under the records (the lines' total). */
  footer?: ReactNode;
};

/** A section of the invoice detail as a plain table: its lines, payments or credit notes. */
export function RecordTable<Row>({ label, columns, rows, rowKey, cells, footer }: RecordTableProps<Row>) {
  const align = (column: Column | undefined) =>
    cn('whitespace-nowrap', column?.numeric ? 'text-right tabular-nums' : undefined);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.numeric ? 'text-right' : undefined}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {cells(row).map((cell, index) => (
              // The columns are fixed per table, so the position names the cell.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableCell key={index} className={align(columns[index])}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {footer}
      </TableBody>
    </Table>
  );
}
