import { type InvoicePaymentMethod, invoicePaymentMethods } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { todayInKualaLumpur } from '@/lib/time';

export type PaymentFieldValues = { method: InvoicePaymentMethod; reference: string; paidOn: string };
export type PaymentFieldErrors = Partial<Record<keyof PaymentFieldValues, string>>;

export const newPaymentFields = (): PaymentFieldValues => ({
  method: 'CASH',
  reference: '',
  paidOn: todayInKualaLumpur(),
});

type PaymentFieldsProps = {
  values: PaymentFieldValues;
  errors: PaymentFieldErrors;
  onChange: (next: Partial<PaymentFieldValues>) => void;
};

/** Money received outside the product: how (cash, bank transfer, cheque), its reference and the day. */
export function PaymentFields({ values, errors, onChange }: PaymentFieldsProps) {
  const { t } = useTranslation('overtime');
  const today = todayInKualaLumpur();
  return (
    <>
      <FormField label={t('invoices.payment.method')} error={errors.method}>
        <NativeSelect
          value={values.method}
          onChange={(event) => onChange({ method: event.target.value as InvoicePaymentMethod })}
        >
          {invoicePaymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`invoices.method.${method}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t('invoices.payment.reference')}
        hint={t('invoices.payment.referenceHint')}
        error={errors.reference}
      >
        <Input
          autoComplete="off"
          maxLength={200}
          value={values.reference}
          onChange={(event) => onChange({ reference: event.target.value })}
        />
      </FormField>
      <DateField
        label={t('invoices.payment.paidOn')}
        value={values.paidOn}
        onChange={(paidOn) => onChange({ paidOn })}
        max={{ day: today, message: t('invoices.payment.notFuture') }}
        error={errors.paidOn}
      />
    </>
  );
}
