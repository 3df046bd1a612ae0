import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

const cardKeys = ['a', 'b', 'c'];

/**
 * A feed of cards while it loads: `count` cards (at most 3) that each draw `children`. With a
 * `label` it is a status, and screen readers say what is loading.
 */
export function SkeletonCards({
  count,
  label,
  children,
}: {
  count: 2 | 3;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4" role={label ? 'status' : undefined} aria-busy="true">
      {label ? <span className="sr-only">{label}</span> : null}
      {cardKeys.slice(0, count).map((key) => (
        <Card key={key} className="grid gap-3 p-4">
          {children}
        </Card>
      ))}
    </div>
  );
}

/** A check-in's two photos, arrival and departure, while they load; `photo` gives their shape. */
export function SkeletonPhotoPair({ photo }: { photo: string }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Skeleton className={cn('w-full rounded-xl', photo)} />
      <Skeleton className={cn('w-full rounded-xl', photo)} />
    </div>
  );
}
