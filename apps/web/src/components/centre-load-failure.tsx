import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { LoadFailurePanel } from './load-failure-panel';
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
    <LoadFailurePanel message={notFound ? 'This center does not exist.' : getErrorMessage(error)}>
      {notFound ? (
        <Button asChild variant="outline">
          <Link to={backHref}>Back to centers</Link>
        </Button>
      ) : (
        <TryAgainButton onRetry={onRetry} />
      )}
    </LoadFailurePanel>
  );
}
