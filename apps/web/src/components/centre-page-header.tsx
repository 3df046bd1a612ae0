import type { ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';

type CentrePageHeaderProps = {
  /** The centre once loaded: its name is the page's heading. */
  centreName: string | undefined;
  /** Drawn before the name, e.g. the registered mark. */
  mark?: ReactNode;
  /** The heading when the centre could not be loaded (a skeleton stands in while it loads). */
  failedTitle: string;
  failed: boolean;
  /** The line under the heading: the centre's type and what the page shows. */
  details: ReactNode;
  /** Beside the heading, e.g. the date pager. */
  children: ReactNode;
};

/** The heading of an admin page about one centre (its check-ins, its activities). */
export function CentrePageHeader({
  centreName,
  mark,
  failedTitle,
  failed,
  details,
  children,
}: CentrePageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1.5">
        {centreName !== undefined ? (
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-zinc-900">
            {mark}
            <span className="truncate">{centreName}</span>
          </h1>
        ) : failed ? (
          <h1 className="text-2xl font-semibold text-zinc-900">{failedTitle}</h1>
        ) : (
          <Skeleton className="h-8 w-64" />
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">{details}</p>
      </div>
      {children}
    </div>
  );
}
