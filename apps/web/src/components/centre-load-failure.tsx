import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { TryAgainButton } from './try-again-button';
import { Button } from './ui/button';

type CentreLoadFailureProps = {
  /** The centre id names no centre: offer the way back rather than a retry. */
  notFound: boolean;
  error: unknown;
  backHref: string;
  onRetry: () => void;
};

/** An admin centre page whose centre could not be loaded: why, and the way on. */
export function CentreLoadFailure({ notFound, error, backHref, onRetry }: CentreLoadFailureProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-zinc-200 bg-white p-8 text-center text-sm"
    >
      <p className="text-zinc-700">{notFound ? 'This center does not exist.' : getErrorMessage(error)}</p>
      {notFound ? (
        <Button asChild variant="outline">
          <Link to={backHref}>Back to centers</Link>
        </Button>
      ) : (
        <TryAgainButton onRetry={onRetry} />
      )}
    </div>
  );
}
