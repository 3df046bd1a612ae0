import { type DateRules, readDateEntry } from '@cic/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type RulesOf<Values> = (values: Values) => Partial<Record<keyof Values & string, DateRules>>;

/**
 * A react-hook-form resolver for a form whose date fields hold the text they show (decision 090):
 * each is read with its rules (`readDateEntry`) before the form's own resolver sees the days. A
 * text that names no day, or a day the rules refuse, is that field's error and nothing is sent;
 * otherwise the resolver checks and submits the days read, exactly those shown.
 */
export function withDateEntries<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  rulesOf: RulesOf<Values>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const days: Record<string, unknown> = { ...values };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, rules] of Object.entries(rulesOf(values)) as [string, DateRules][]) {
      const entry = readDateEntry(String(values[name] ?? ''), rules);
      days[name] = entry.day ?? '';
      if (entry.problem) errors[name] = { type: 'date', message: entry.problem };
    }
    const result = await resolver(days as Values, context, options);
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...errors } as FieldErrors<Values> };
  };
}
