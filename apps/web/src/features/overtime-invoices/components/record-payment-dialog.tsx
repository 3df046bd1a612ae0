import { formatSen, message, type OvertimeInvoiceDetail } from '@cic/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangeInvoice } from '../api/change-invoice';
import { ringgitTextToSen, senToRinggitText } from '../lib/ringgit-text';
import {
  newPaymentFields,
  type PaymentFieldErrors,
  PaymentFields,
  type PaymentFieldValues,
} from './payment-fields';

type Errors = PaymentFieldErrors & { amount?: string };

/** Mark as Paid: method, reference, day and amount (the balance unless a part is typed). */
export function RecordPaymentDialog({
  invoice,
  onClose,
}: {
  invoice: OvertimeInvoiceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('overtime');
  const change = useChangeInvoice(invoice.id);
  const [fields, setFields] = useState<PaymentFieldValues>(newPaymentFields);
  const [amount, setAmount] = useState(senToRinggitText(invoice.balanceSen));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountSen = ringgitTextToSen(amount);
    if (amountSen === null || amountSen < 1) {
      setErrors({ amount: message('invoices.amountRinggit') });
      return;
    }
    change.mutate(
      { kind: 'payment', body: { ...fields, amountSen } },
      {
        onSuccess: () => {
          toast({ title: t('invoices.payment.recorded') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field) {
            const field = error.field === 'amountSen' ? 'amount' : error.field;
            setErrors({ [field]: error.message });
          } else toastError(error);
        },
      },
    );
  };

  return (
    <DialogFrame
      open
      busy={change.isPending}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('invoices.payment.title')}
      description={t('invoices.payment.description', { balance: formatSen(invoice.balanceSen) })}
      onSubmit={submit}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('invoices.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('invoices.saving') : t('invoices.payment.submit')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <FormField
          label={t('invoices.payment.amount')}
          hint={t('invoices.payment.amountHint')}
          error={errors.amount}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <PaymentFields
          values={fields}
          errors={errors}
          onChange={(next) => setFields((current) => ({ ...current, ...next }))}
        />
      </div>
    </DialogFrame>
  );
}
