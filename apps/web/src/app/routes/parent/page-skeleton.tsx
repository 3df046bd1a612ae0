import { Skeleton } from '@/components/ui/skeleton';

/** A calm stand-in while a page's data arrives. */
export function PageSkeleton() {
  return (
    <div className="grid gap-4 p-4" role="status" aria-busy="true">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
