import { useRef, useState } from 'react';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * The state of a billing form: what it shows, each field's problem (dropped as the field is
 * corrected), and the server's refusal. A refusal stays in the form that asked (decision 093):
 * under the field the server names, which takes focus, else above the buttons with focus on the
 * submit button. `fieldOf` says which field a body's path or the server's `field` is.
 */
export function useBillingForm<Values extends Record<string, string>, Field extends string>(
  start: Values,
  fieldOf: (path: PropertyKey | undefined) => Field | null,
) {
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  /** What the last request did, said in the form itself where it stays open (the child's sheet). */
  const [saved, setSaved] = useState<string | null>(null);
  /** Around the form's fields (inside its <form>): where focus looks for the field in error. */
  const fields = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const submitButton = () =>
    fields.current?.closest('form')?.querySelector<HTMLElement>('button[type="submit"]') ?? null;

  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const left = { ...current };
      for (const name of Object.keys(next)) {
        const field = fieldOf(name);
        if (field) delete left[field];
      }
      return left;
    });
    setRefusal(null);
    setSaved(null);
  };

  /** The form's own problems, found before sending: shown, and the first field takes focus. */
  const showProblems = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    setRefusal(null);
    focusAfter(() => firstInvalidField(fields.current));
  };

  /** The server's refusal, where it belongs. */
  const refused = (error: unknown) => {
    setSaved(null);
    const field = error instanceof ApiError ? fieldOf(error.field) : null;
    if (field) setErrors({ [field]: getErrorMessage(error) } as Partial<Record<Field, string>>);
    else setRefusal(getErrorMessage(error));
    focusAfter(
      () => firstInvalidField(fields.current),
      () => submitButton(),
    );
  };

  /** Back to `next` (the start by default) once saved; `said` tells what was done. */
  const reset = (next: Values = start, said: string | null = null) => {
    setValues(next);
    setErrors({});
    setRefusal(null);
    setSaved(said);
  };

  return { values, errors, refusal, saved, fields, change, showProblems, refused, reset };
}
