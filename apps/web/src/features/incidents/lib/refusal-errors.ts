import { ApiError } from '@/lib/api-client';

/** A refusal the server tied to a field, under the form's field (`occurredAt` is the day's). */
export function refusalErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = error.field === 'occurredAt' ? 'day' : error.field;
  return { [field]: error.messageCode ?? error.message };
}
