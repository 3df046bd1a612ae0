import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text field styled as the inputs (notes, reasons, descriptions). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full min-w-0 resize-none rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
