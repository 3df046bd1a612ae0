import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { TryAgainButton } from './try-again-button';

/** A list with nothing to show, or that could not load: an icon, a title, a line of text and what to do. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center [&>svg]:size-9 [&>svg]:text-brand-400">
      {icon}
      <h2 className="font-semibold text-zinc-900">{title}</h2>
      {text ? <p className="max-w-xs text-sm text-zinc-600">{text}</p> : null}
      {children}
    </div>
  );
}

/** A list that could not load, announced: why, and 'Try again'. */
export function LoadFailedState({
  icon,
  title,
  error,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <div role="alert">
      <EmptyState icon={icon} title={title} text={getErrorMessage(error)}>
        <TryAgainButton onRetry={onRetry} />
      </EmptyState>
    </div>
  );
}
