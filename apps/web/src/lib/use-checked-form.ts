import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type Fields = Record<string, string>;
type FieldErrors<V> = Partial<Record<keyof V, string>>;
type Focusable = { focus: () => void } | null;

/**
 * Loads a contract schema once, when first asked; a failed load is tried again on the next ask.
 * Zod and the schema stay off the page's first load and arrive in the background (decision 026).
 */
export function lazySchema<Output, Input>(
  load: () => Promise<z.ZodType<Output, Input>>,
): () => Promise<z.ZodType<Output, Input>> {
  let ready: Promise<z.ZodType<Output, Input>> | undefined;
  return () => {
    ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}

/** Each field's first message, as react-hook-form's zod resolver reported them. */
function firstMessages<V extends Fields>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof V | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A sign-in form's state without react-hook-form (11 KiB the sign-in pages do not fetch, decision
 * 055), with its behaviour: the contract's schema checks on submit, the first field in error takes
 * focus, and after a submit each field is checked again as it changes.
 */
export function useCheckedForm<V extends Fields, Output>({
  defaults,
  schema,
}: {
  defaults: V;
  schema: () => Promise<z.ZodType<Output, V>>;
}) {
  const [values, setValues] = useState<V>(defaults);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submitted = useRef(false);
  const elements = useRef<Partial<Record<keyof V, Focusable>>>({});
  const latest = useRef(values);
  latest.current = values;
  // Zod and the schema start loading with the form, so a submit seldom waits for them.
  schema().catch(() => undefined);

  const check = async (next: V) => (await schema()).safeParseAsync(next);

  const setFocus = useCallback((name: keyof V) => elements.current[name]?.focus(), []);

  const setValue = (name: keyof V, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    return next;
  };

  const revalidate = async (name: keyof V, next: V) => {
    const result = await check(next);
    const message = result.success ? undefined : firstMessages<V>(result.error.issues)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (element: Focusable) => {
      elements.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = setValue(name, event.target.value);
      if (submitted.current) void revalidate(name, next);
    },
  });

  const handleSubmit = (onValid: (data: Output) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = await check(latest.current);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const found = firstMessages<V>(result.error.issues);
    setErrors(found);
    const first = (Object.keys(defaults) as (keyof V)[]).find((name) => found[name] !== undefined);
    if (first !== undefined) setFocus(first);
  };

  const setError = (name: keyof V, message: string, options: { focus?: boolean } = {}) => {
    setErrors((current) => ({ ...current, [name]: message }));
    if (options.focus) setFocus(name);
  };

  const reset = (next: V = defaults) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    submitted.current = false;
  };

  return { values, errors, field, handleSubmit, setValue, setError, setFocus, reset };
}
