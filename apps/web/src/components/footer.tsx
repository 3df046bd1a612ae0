import { kualaLumpurDay, organisationName } from '@cic/contract';
import { cn } from '@/lib/cn';

/** Year and the parent portal notice (spec 1 §2). */
export function Footer({ className }: { className?: string }) {
  return (
    <footer
      className={cn(
        'border-t border-zinc-200 bg-zinc-50 px-4 py-6 text-center text-xs text-zinc-500',
        className,
      )}
    >
      <p>
        {/* The contract's day rule, not lib/time: every page has a footer, not date-fns (decision 026). */}©{' '}
        {kualaLumpurDay(new Date()).slice(0, 4)} {organisationName}. All rights reserved.
      </p>
      <p className="mt-1">
        Parent Portal: for parents and guardians of children enrolled at {organisationName} centers.
      </p>
    </footer>
  );
}
