import { RefreshCw } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';

/** 'Try again' after a failed load: asks the server once more. */
export function TryAgainButton({ onRetry, size }: { onRetry: () => unknown; size?: ButtonProps['size'] }) {
  return (
    <Button variant="outline" size={size} onClick={() => void onRetry()}>
      <RefreshCw aria-hidden="true" />
      Try again
    </Button>
  );
}
