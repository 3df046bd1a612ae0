import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './ui/button';

/** 'Try again' after a failed load: asks the server once more. */
export function TryAgainButton({ onRetry, size }: { onRetry: () => unknown; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('common');
  return (
    <Button variant="outline" size={size} onClick={() => void onRetry()}>
      <RefreshCw aria-hidden="true" />
      {t('actions.tryAgain')}
    </Button>
  );
}
