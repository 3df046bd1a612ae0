import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { LoadFailurePanel } from './load-failure-panel';
import { TryAgainButton } from './try-again-button';
import { Button } from './ui/button';

/** The centre id names no centre: the page offers the way back rather than a retry. */
export const isCentreMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

type CentreLoadFailureProps = {
  /** The centre page's query that failed. */
  view: { error: unknown; refetch: () => unknown };
  backHref: string;
};

/** An admin centre page whose centre could not be loaded: why, and the way on. */
export function CentreLoadFailure({ view, backHref }: CentreLoadFailureProps) {
  const { t } = useTranslation('common');
  const notFound = isCentreMissing(view.error);
  return (
    <LoadFailurePanel message={notFound ? t('centres.missing') : getErrorMessage(view.error)}>
      {notFound ? (
        <Button asChild variant="outline">
          <Link to={backHref}>{t('centres.backToList')}</Link>
        </Button>
      ) : (
        <TryAgainButton onRetry={() => void view.refetch()} />
      )}
    </LoadFailurePanel>
  );
}
