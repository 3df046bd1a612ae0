import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// Drawn after Home's first paint: it waits for the feature switches anyway, and keeps Home within
// its JavaScript budget (decision 026).
const Content = lazy(() =>
  import('./registration-card-content').then((m) => ({ default: m.RegistrationCardContent })),
);

/** Home's registration card (spec 1 §2). */
export function RegistrationCard() {
  return (
    <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
      <Content />
    </Suspense>
  );
}
