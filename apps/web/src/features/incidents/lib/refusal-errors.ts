import { fieldRefusal } from '@/components/use-correction-form';

/** A refusal the server tied to a field, under the form's field (`occurredAt` is the day's). */
export function refusalErrors(error: unknown): Record<string, string> | null {
  const errors = fieldRefusal(error);
  if (!errors?.occurredAt) return errors;
  return { day: errors.occurredAt };
}
