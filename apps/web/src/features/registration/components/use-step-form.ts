import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { DraftSection } from '@/lib/registration-draft';

type StepFormOptions<Values extends FieldValues> = {
  /** The contract's step schema (its spec messages appear under the fields). */
  schema: () => Promise<z.ZodType>;
  defaults: Values;
  /** Every change, saved into the draft. */
  onChange: (values: DraftSection) => void;
  /** Validate at once: the step was reached because the summary checks found a problem here. */
  showErrors: boolean;
};

/**
 * One wizard step's form: the contract schema through the lazy resolver, the draft saved on every
 * change (so a reload resumes), and the starting values saved at once (the account's prefill).
 */
export function useStepForm<Values extends FieldValues>({
  schema,
  defaults,
  onChange,
  showErrors,
}: StepFormOptions<Values>) {
  const [resolver] = useState(() =>
    lazyZodResolver<Values, unknown, Values>(schema as () => Promise<z.ZodType<Values, Values>>),
  );
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: defaults as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const save = useRef(onChange);
  save.current = onChange;

  useEffect(() => {
    save.current(form.getValues());
    if (showErrors) void form.trigger();
    const subscription = form.watch((values) => save.current(values as DraftSection));
    return () => subscription.unsubscribe();
  }, [form, showErrors]);

  return form;
}
