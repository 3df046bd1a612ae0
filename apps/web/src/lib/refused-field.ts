import { ApiError } from './api-client';

/** The form's field the server refused (the envelope's `field`), with its words; null for any other failure. */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.message } : null;
}
