import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type MetricProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** A name rather than a figure: smaller, and wrapping instead of cut. */
  text?: boolean;
  /** A page's few headline figures (spec 3 §2.2's Overall cards) rather than a grid of many. */
  large?: boolean;
};

/** One figure of a page's metrics in its own tile, inside a `<dl>`: its label, value and hint. */
export function Metric({ label, value, hint, text = false, large = false }: MetricProps) {
  const figure = large ? 'text-2xl tabular-nums' : 'text-lg tabular-nums';
  return (
    <div
      className={cn(
        'grid content-start gap-1 rounded-xl border border-zinc-200 bg-white',
        large ? 'p-4' : 'p-3',
      )}
    >
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className={cn('font-semibold text-zinc-900', text ? 'text-base leading-snug break-words' : figure)}>
        {value}
      </dd>
      {hint ? <dd className="truncate text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}
