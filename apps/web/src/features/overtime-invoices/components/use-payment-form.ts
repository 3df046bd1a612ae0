import type { DateRules } from '@cic/contract';
import { useState } from 'react';
import {
  newPaymentFields,
  type PaymentFieldErrors,
  type PaymentFieldValues,
  readPaymentFields,
  withoutFields,
} from './payment-fields';

/**
 * The state of a dialog's `PaymentFields` (Mark as Paid for one invoice, or for a report's
 * students): what is shown, each field's problem (dropped as the field is corrected), and `read`,
 * what would be sent. `Errors` adds the dialog's own fields' problems (the amount).
 */
export function usePaymentForm<Errors extends PaymentFieldErrors = PaymentFieldErrors>(rules: DateRules) {
  const [values, setValues] = useState<PaymentFieldValues>(newPaymentFields);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const onChange = (next: Partial<PaymentFieldValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutFields(current, next));
  };
  return {
    errors,
    setErrors,
    read: () => readPaymentFields(values, rules),
    /** Spread on `PaymentFields`. */
    fields: { values, errors, rules, onChange },
  };
}
