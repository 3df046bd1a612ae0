import { ApiError } from '@/lib/api-client';

/**
 * Where a failed activation's message goes: under a form field when the server names one (`field`
 * or a validation issue's path), else above the buttons. Never swallowed (docs/decisions/021).
 */
export function placeServerError<K extends string>(
  error: unknown,
  fields: readonly K[],
): { fieldErrors: Partial<Record<K, string>>; formError: string | null } {
  const fieldErrors: Partial<Record<K, string>> = {};
  const known = (name: string | undefined): name is K =>
    name !== undefined && (fields as readonly string[]).includes(name);
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const name = issue.path.split('.')[0];
      if (known(name) && !fieldErrors[name]) fieldErrors[name] = issue.message;
    }
    if (known(error.field)) fieldErrors[error.field] ??= error.message;
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { fieldErrors, formError: message };
}
