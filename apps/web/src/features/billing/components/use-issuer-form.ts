import { useRef } from 'react';
import { type IssuerBody, type IssuerFormValues, issuerFieldFor, readIssuerForm } from '../lib/issuer-form';
import { useBillingForm } from './use-billing-form';

/**
 * An e-invoice issuer's form: its state as `useBillingForm` keeps it, and `read()`, the body to
 * send as the route's schema reads it, or null once the form's problems are shown. The values
 * sent say which line the server's 'address.lines.1' is.
 */
export function useIssuerForm(start: IssuerFormValues) {
  const sent = useRef(start);
  const form = useBillingForm(start, (path) => issuerFieldFor(sent.current)(path));
  const read = (): IssuerBody | null => {
    const outcome = readIssuerForm(form.values);
    if ('problems' in outcome) {
      form.showProblems(outcome.problems);
      return null;
    }
    sent.current = form.values;
    return outcome.body;
  };
  return { ...form, read };
}

export type IssuerForm = ReturnType<typeof useIssuerForm>;
