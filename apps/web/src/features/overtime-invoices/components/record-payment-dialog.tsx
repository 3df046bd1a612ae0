import {
  formatSen,
  type MoneyRules,
  message,
  type OvertimeInvoiceDetail,
  readMoneyEntry,
  ringgitTextOf,
} from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { MoneyField } from '@/components/money-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangeInvoice } from '../api/change-invoice';
import { type PaymentFieldErrors, PaymentFields, paidOnRules } from './payment-fields';
import { usePaymentForm } from './use-payment-form';

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
  const dayRules = paidOnRules(t('invoices.payment.notFuture'), invoice.issueDate);
  const payment = usePaymentForm<Errors>(dayRules);
  const { errors, setErrors } = payment;
  const [amount, setAmount] = useState(ringgitTextOf(invoice.balanceSen));
  const amountRules: MoneyRules = {
    required: message('invoices.amountRinggit'),
    min: { units: 1, message: message('invoices.amountRinggit') },
    max: { units: invoice.balanceSen, message: message('invoices.overpaid') },
  };

  // What is sent is what the dialog shows, or nothing: each field's problem is said under it.
  const submit = () => {
    const amountSen = readMoneyEntry(amount, amountRules);
    const read = payment.read();
    if (amountSen.units === null || 'errors' in read) {
      setErrors({ ...('errors' in read ? read.errors : {}), amount: amountSen.problem ?? undefined });
      return;
    }
    change.mutate(
      { kind: 'payment', body: { ...read.payment, amountSen: amountSen.units } },
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
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={t('invoices.payment.title')}
      description={t('invoices.payment.description', { balance: formatSen(invoice.balanceSen) })}
      onSubmit={submit}
      cancel={t('invoices.cancel')}
      submit={t('invoices.payment.submit')}
      saving={t('invoices.saving')}
    >
      <div className="grid gap-4">
        <MoneyField
          label={t('invoices.payment.amount')}
          hint={t('invoices.payment.amountHint')}
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setErrors(({ amount: _, ...rest }) => rest);
          }}
          rules={amountRules}
          error={errors.amount}
        />
        <PaymentFields {...payment.fields} />
      </div>
    </FormDialog>
  );
}
