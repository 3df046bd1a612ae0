import { cn } from '@/lib/cn';

/**
 * A thin bar that moves while work of unknown length runs on the server (a billing run, a report
 * being generated); `label` names the work for screen readers. Still where motion is reduced.
 */
export function BusyBar({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cn('relative h-1.5 overflow-hidden rounded-full bg-zinc-200', className)}
    >
      <span className="absolute inset-y-0 left-0 w-1/3 rounded-full bg-brand-600 motion-safe:animate-progress" />
    </span>
  );
}
