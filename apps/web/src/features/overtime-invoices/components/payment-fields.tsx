import {
  type DateRules,
  type InvoicePaymentMethod,
  overtimeInvoiceMessages,
  readDateEntry,
  typedDateOf,
} from '@cic/contract';
import { PaymentMethodFields } from '@/components/payment-method-fields';
import { todayInKualaLumpur } from '@/lib/time';

/** The dialog's fields as shown: the day is the text typed ('dd/MM/yyyy'), read when sent. */
export type PaymentFieldValues = { method: InvoicePaymentMethod; reference: string; paidOn: string };
export type PaymentFieldErrors = Partial<Record<keyof PaymentFieldValues, string>>;

export const newPaymentFields = (): PaymentFieldValues => ({
  method: 'CASH',
  reference: '',
  paidOn: typedDateOf(todayInKualaLumpur()),
});

/**
 * The day money arrived: given, not after today (`notFuture` says so) and, when the invoice is
 * known, not before it was issued (the server's rules, decision 090, told before asking).
 */
export function paidOnRules(notFuture: string, issueDate?: string | null): DateRules {
  return {
    required: overtimeInvoiceMessages.paidOn,
    max: { day: todayInKualaLumpur(), message: notFuture },
    ...(issueDate ? { min: { day: issueDate, message: overtimeInvoiceMessages.paidBeforeIssue } } : {}),
  };
}

/** What the dialog sends, read from what it shows; or the day's message, and nothing is sent. */
type ReadPayment =
  | { errors: PaymentFieldErrors }
  | { payment: { method: InvoicePaymentMethod; reference: string; paidOn: string } };

export function readPaymentFields(values: PaymentFieldValues, rules: DateRules): ReadPayment {
  const paidOn = readDateEntry(values.paidOn, rules);
  if (!paidOn.day) return { errors: { paidOn: paidOn.problem ?? overtimeInvoiceMessages.paidOn } };
  return { payment: { method: values.method, reference: values.reference, paidOn: paidOn.day } };
}

/** The errors left once the changed fields' are dropped: a field being corrected no longer shows its old message. */
export function withoutFields<E extends PaymentFieldErrors>(
  errors: E,
  changed: Partial<PaymentFieldValues>,
): E {
  const left = { ...errors };
  for (const name of Object.keys(changed)) delete left[name as keyof PaymentFieldValues];
  return left;
}

type PaymentFieldsProps = {
  values: PaymentFieldValues;
  errors: PaymentFieldErrors;
  onChange: (next: Partial<PaymentFieldValues>) => void;
  /** `paidOnRules`, with the invoice's issue date when there is one invoice. */
  rules: DateRules;
};

/** Money received outside the product: how (cash, bank transfer, cheque), its reference and the day. */
export function PaymentFields({ values, errors, onChange, rules }: PaymentFieldsProps) {
  return (
    <PaymentMethodFields
      kind="payment"
      method={values.method}
      reference={values.reference}
      day={values.paidOn}
      errors={{ method: errors.method, reference: errors.reference, day: errors.paidOn }}
      onMethod={(method) => onChange({ method })}
      onReference={(reference) => onChange({ reference })}
      onDay={(paidOn) => onChange({ paidOn })}
      rules={rules}
    />
  );
}
