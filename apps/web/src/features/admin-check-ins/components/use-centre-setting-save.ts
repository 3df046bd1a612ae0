import { useRef, useState } from 'react';
import { toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * A centre setting's problem and focus (the closing time, the care type): Save is disabled while
 * it saves, which drops focus, so once answered focus is back on Save, or on the field when the
 * contract or the server refused `fieldName`, its message under it (issue 40).
 */
export function useCentreSettingSave<Field extends HTMLElement>(fieldName: string) {
  const [error, setError] = useState<string | null>(null);
  const field = useRef<Field>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  return {
    error,
    field,
    button,
    /** A problem found before sending: under the field, which takes focus. */
    refuse(message: string | null) {
      setError(message);
      focusAfter(() => field.current);
    },
    /** The save's `mutate` callbacks: `onSaved` says it saved; a refusal of the field goes under it. */
    answers<Saved>(onSaved: (saved: Saved) => void) {
      setError(null);
      return {
        onSuccess: (saved: Saved) => {
          focusAfter(() => button.current);
          onSaved(saved);
        },
        onError: (failure: unknown) => {
          if (!(failure instanceof ApiError && failure.field === fieldName)) {
            focusAfter(() => button.current);
            toastError(failure);
            return;
          }
          setError(getErrorMessage(failure));
          focusAfter(() => field.current);
        },
      };
    },
  };
}
