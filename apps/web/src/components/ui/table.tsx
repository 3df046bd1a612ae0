import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ScrollBox } from './scroll-box';

/**
 * A data table that scrolls sideways inside its own box on narrow screens. `hiddenCaption` names it
 * for screen readers where the page around it already shows what it is.
 */
export function Table({
  className,
  hiddenCaption,
  children,
  ...props
}: ComponentProps<'table'> & { hiddenCaption?: ReactNode }) {
  return (
    <ScrollBox className="relative w-full">
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props}>
        {hiddenCaption ? <TableCaption className="sr-only">{hiddenCaption}</TableCaption> : null}
        {children}
      </table>
    </ScrollBox>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-zinc-50 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-zinc-200 transition-colors hover:bg-zinc-50/80', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-11 px-3 text-left align-middle text-sm font-semibold whitespace-nowrap text-zinc-600',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle text-zinc-800', className)} {...props} />;
}

function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-zinc-500', className)} {...props} />;
}
