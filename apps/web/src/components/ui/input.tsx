import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:opacity-70 aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-200 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
