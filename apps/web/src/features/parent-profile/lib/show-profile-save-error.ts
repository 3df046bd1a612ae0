import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toastError } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { profileFieldErrors } from './profile-errors';

/**
 * Spec 1 §8: a failed save shows 'Error updating profile' with the server's message, and the
 * field the server names (phoneNumber, nric, passport) gets that message under it.
 */
export function showProfileSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
): void {
  const fields = profileFieldErrors(error).filter(({ field }) => field in form.getValues());
  fields.forEach(({ field, message }, index) => {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  toastError(error, i18n.t('parent:profile.saveErrorTitle'), i18n.t('parent:profile.saveErrorFallback'));
}
