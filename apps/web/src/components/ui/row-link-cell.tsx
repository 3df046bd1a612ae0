import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { TableCell } from './table';

/**
 * A list row's naming cell (an invoice's number, a run's month, a parent's name). The row opens by
 * click; this link is how the keyboard opens it (decision 093), so it goes where the row goes.
 */
export function RowLinkCell({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableCell className={cn('font-medium', className)}>
      <Link to={to} className="text-brand-800 hover:underline">
        {children}
      </Link>
    </TableCell>
  );
}
