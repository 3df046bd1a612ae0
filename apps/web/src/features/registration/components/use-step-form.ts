import { type DateRules, readDateEntry } from '@cic/contract/shared/typed-date';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withDateEntries } from '@/lib/date-entries';
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
  /**
   * Date fields, held as the text they show and read with their rules (decision 090): the draft
   * keeps the day read, '' while the text names none.
   */
  dates?: Partial<Record<keyof Values & string, DateRules>>;
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
  dates = {},
}: StepFormOptions<Values>) {
  const [resolver] = useState(() =>
    withDateEntries(
      lazyZodResolver<Values, unknown, Values>(schema as () => Promise<z.ZodType<Values, Values>>),
      () => dates,
    ),
  );
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: defaults as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const save = useRef((values: DraftSection) => onChange(draftOf(values, dates)));
  save.current = (values) => onChange(draftOf(values, dates));

  useEffect(() => {
    save.current(form.getValues());
    if (showErrors) void form.trigger();
    const subscription = form.watch((values) => save.current(values as DraftSection));
    return () => subscription.unsubscribe();
  }, [form, showErrors]);

  return form;
}

/** The step's values as the draft keeps them: each date field's day, '' while its text names none. */
function draftOf(values: DraftSection, dates: Partial<Record<string, DateRules>>): DraftSection {
  const draft = { ...values };
  for (const [name, rules] of Object.entries(dates)) {
    draft[name] = readDateEntry(String(values[name] ?? ''), rules).day ?? '';
  }
  return draft;
}
