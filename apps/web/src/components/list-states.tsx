import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

const rowKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** Spec 2 §9: skeletons of 7 rows. */
export function SkeletonRows({ columns }: { columns: number }) {
  return rowKeys.map((key) => (
    <TableRow key={key}>
      {Array.from({ length: columns }, (_, column) => `${key}-${column}`).map((cell) => (
        <TableCell key={cell}>
          <Skeleton className="h-4 w-full max-w-36" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** One full-width row with a message: nothing found, or the failure. */
export function MessageRow({
  columns,
  children,
  alert = false,
}: {
  columns: number;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-zinc-500">
        {/* A table wider than a phone scrolls: the message stays in the part in view, wrapped to it. */}
        <span
          role={alert ? 'alert' : undefined}
          className={cn(
            'sticky left-3 block max-w-[calc(100vw-3rem)] whitespace-normal',
            alert && 'text-red-600',
          )}
        >
          {children}
        </span>
      </TableCell>
    </TableRow>
  );
}

type ListTableProps = {
  label: string;
  /** True while the list refetches. */
  busy: boolean;
  columns: string[];
  /** A head cell before the columns' (a select-all box). */
  leadingHead?: ReactNode;
  /** The rows, or one of the states above. */
  children: ReactNode;
};

/** A list's table: a head cell per column and the body, busy while the list refetches. */
export function ListTable({ label, busy, columns, leadingHead, children }: ListTableProps) {
  return (
    <Table aria-label={label} aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow>
          {leadingHead}
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
