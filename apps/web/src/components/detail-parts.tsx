import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** Label and value pairs in two columns on wide screens. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="grid content-start gap-1">
          <dt className="text-xs font-medium text-zinc-500">{item.label}</dt>
          <dd className="text-sm break-words text-zinc-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail page's facts under its heading: the `DetailList` in a card of its own. */
export function DetailCard({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Card className="p-4">
      <DetailList items={items} />
    </Card>
  );
}

export function DetailSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * A failed detail: 'not found' for a 404, else the server's message, worded by `errorText` when a
 * screen's spec says so ('Error loading order: {message}').
 */
export function DetailError({
  error,
  notFound,
  errorText = (message) => message,
}: {
  error: Error;
  notFound: string;
  errorText?: (message: string) => string;
}) {
  const text = error instanceof ApiError && error.status === 404 ? notFound : errorText(error.message);
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      {text}
    </p>
  );
}
