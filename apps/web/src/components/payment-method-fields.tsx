import { type InvoicePaymentMethod, invoicePaymentMethods } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

type PaymentMethodFieldsProps = {
  method: InvoicePaymentMethod;
  reference: string;
  errors: { method?: string; reference?: string };
  onMethod: (method: InvoicePaymentMethod) => void;
  onReference: (reference: string) => void;
  /** The fields' words, a payment's ('Payment method') or a refund's ('Refund method'). */
  words: { method: string; reference: string; referenceHint: string };
};

/**
 * How money moved outside the product (cash, bank transfer, cheque) and its reference: an overtime
 * invoice's payment or a family credit's refund, which name the methods alike.
 */
export function PaymentMethodFields({
  method,
  reference,
  errors,
  onMethod,
  onReference,
  words,
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation('overtime');
  return (
    <>
      <FormField label={words.method} error={errors.method}>
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
      <FormField label={words.reference} hint={words.referenceHint} error={errors.reference}>
        <Input
          autoComplete="off"
          maxLength={200}
          value={reference}
          onChange={(event) => onReference(event.target.value)}
        />
      </FormField>
    </>
  );
}
