import { getErrorMessage } from '@/lib/api-client';
import { TryAgainButton } from './try-again-button';

/** A panel of a page that could not load: the server's message beside 'Try again'. */
export function InlineLoadError({
  error,
  onRetry,
  className = 'flex flex-wrap items-center gap-3',
}: {
  error: unknown;
  onRetry: () => unknown;
  className?: string;
}) {
  return (
    <div role="alert" className={`${className} text-sm text-red-700`}>
      {getErrorMessage(error)}
      <TryAgainButton onRetry={onRetry} size="sm" />
    </div>
  );
}
