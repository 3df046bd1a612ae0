import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

type FieldErrors = Record<string, string>;

/** A refusal the server tied to a field, under that field; null for one tied to none (the dialog says it). */
export function fieldRefusal(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return { [error.field]: error.messageCode ?? error.message };
}

/**
 * A correction dialog's reason, problems by field and submit (care entries, incident reports,
 * shifts): `check` answers the body to send or the problems the contract's schema found; saved,
 * `onSaved` runs, the toast says `saved` and the dialog closes; a refusal tied to a field goes under
 * it (`refusal` maps the server's field names to the form's). `dialog` is what `CorrectionDialog`
 * takes besides its words.
 */
export function useCorrectionForm<Body, Answer>({
  mutation,
  check,
  saved,
  onSaved,
  onClose,
  refusal = fieldRefusal,
}: {
  mutation: Pick<UseMutationResult<Answer, Error, Body>, 'mutate' | 'isPending' | 'error'>;
  check: (reason: string) => { body: NoInfer<Body> } | { errors: FieldErrors };
  /** The toast once saved: its title, and a line that names the record where it helps. */
  saved: (answer: NoInfer<Answer>) => { title: string; description?: string };
  onSaved?: (answer: NoInfer<Answer>) => void;
  onClose: () => void;
  refusal?: (error: unknown) => FieldErrors | null;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = () => {
    const checked = check(reason);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.body, {
      onSuccess: (answer) => {
        onSaved?.(answer);
        toast(saved(answer));
        onClose();
      },
      onError: (error) => setErrors(refusal(error) ?? {}),
    });
  };
  return {
    errors,
    dialog: {
      reason,
      onReason: setReason,
      reasonError: errors.reason,
      busy: mutation.isPending,
      error: mutation.error,
      onSubmit,
      onClose,
    },
  };
}
