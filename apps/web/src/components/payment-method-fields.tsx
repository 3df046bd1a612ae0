import { type DateRules, type InvoicePaymentMethod, invoicePaymentMethods } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** The fields' words: a payment's ('Payment method', 'Paid on') or a refund's ('Refund method', 'Refunded on'). */
const wordsOf = {
  payment: {
    method: 'overtime:invoices.payment.method',
    reference: 'overtime:invoices.payment.reference',
    referenceHint: 'overtime:invoices.payment.referenceHint',
    day: 'overtime:invoices.payment.paidOn',
  },
  refund: {
    method: 'overtime:credits.refund.method',
    reference: 'overtime:credits.refund.reference',
    referenceHint: 'overtime:credits.refund.referenceHint',
    day: 'overtime:credits.refund.refundedOn',
  },
} as const;

type PaymentMethodFieldsProps = {
  kind: keyof typeof wordsOf;
  method: InvoicePaymentMethod;
  reference: string;
  /** The day as typed ('dd/MM/yyyy'), read when sent. */
  day: string;
  errors: { method?: string; reference?: string; day?: string };
  onMethod: (method: InvoicePaymentMethod) => void;
  onReference: (reference: string) => void;
  onDay: (day: string) => void;
  /** The day's rules: given, not after today, and whatever else the form asks. */
  rules: DateRules;
};

/**
 * How money moved outside the product (cash, bank transfer, cheque), its reference and the day: an
 * overtime invoice's payment or a family credit's refund, which name the methods alike.
 */
export function PaymentMethodFields({
  kind,
  method,
  reference,
  day,
  errors,
  onMethod,
  onReference,
  onDay,
  rules,
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation('overtime');
  const words = wordsOf[kind];
  return (
    <>
      <FormField label={t(words.method)} error={errors.method}>
        <NativeSelect
          value={method}
          onChange={(event) => onMethod(event.target.value as InvoicePaymentMethod)}
        >
          {invoicePaymentMethods.map((each) => (
            <option key={each} value={each}>
              {t(`invoices.method.${each}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t(words.reference)} hint={t(words.referenceHint)} error={errors.reference}>
        <Input
          autoComplete="off"
          maxLength={200}
          value={reference}
          onChange={(event) => onReference(event.target.value)}
        />
      </FormField>
      <DateField label={t(words.day)} value={day} onChange={onDay} rules={rules} error={errors.day} />
    </>
  );
}
