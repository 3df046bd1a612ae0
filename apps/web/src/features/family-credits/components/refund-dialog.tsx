import {
  type FamilyCreditDetail,
  formatSen,
  type InvoicePaymentMethod,
  message,
  readDateEntry,
  readMoneyEntry,
  ringgitTextOf,
  typedDateOf,
} from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { MoneyField } from '@/components/money-field';
import { PaymentMethodFields } from '@/components/payment-method-fields';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { todayInKualaLumpur } from '@/lib/time';
import { useChangeCredit } from '../api/change-credit';

type Field = 'amount' | 'method' | 'reference' | 'refundedOn';

/** Record a refund: the amount (the whole credit by default), how, its reference and the day. */
export function RefundDialog({ credit, onClose }: { credit: FamilyCreditDetail; onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const change = useChangeCredit(credit.id);
  const today = todayInKualaLumpur();
  const [amount, setAmount] = useState(ringgitTextOf(credit.balanceSen));
  const [method, setMethod] = useState<InvoicePaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(typedDateOf(today));
  const dayRules = {
    required: message('dates.typed'),
    max: { day: today, message: t('credits.refund.notFuture') },
  };
  const amountRules = { required: message('invoices.amountRinggit') };
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    // The amount and the day shown are what is sent, or nothing (decision 090).
    const read = readMoneyEntry(amount, amountRules);
    const day = readDateEntry(refundedOn, dayRules);
    if (read.units === null || read.units < 1 || day.day === null) {
      setErrors({
        amount:
          read.problem ??
          (read.units === null || read.units < 1 ? message('invoices.amountRinggit') : undefined),
        refundedOn: day.problem ?? undefined,
      });
      return;
    }
    change.mutate(
      { kind: 'refund', body: { method, reference, refundedOn: day.day, amountSen: read.units } },
      {
        onSuccess: () => {
          toast({ title: t('credits.refund.done') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field) {
            setErrors({ [error.field === 'amountSen' ? 'amount' : error.field]: error.message });
          } else toastError(error);
        },
      },
    );
  };

  return (
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={t('credits.refund.title')}
      description={t('credits.refund.description', { credit: formatSen(credit.balanceSen) })}
      onSubmit={submit}
      cancel={t('invoices.cancel')}
      submit={t('credits.refund.submit')}
      saving={t('invoices.saving')}
    >
      <div className="grid gap-4">
        <MoneyField
          label={t('credits.refund.amount')}
          value={amount}
          onChange={setAmount}
          rules={amountRules}
          error={errors.amount}
        />
        <PaymentMethodFields
          kind="refund"
          method={method}
          reference={reference}
          day={refundedOn}
          errors={{ method: errors.method, reference: errors.reference, day: errors.refundedOn }}
          onMethod={setMethod}
          onReference={setReference}
          onDay={setRefundedOn}
          rules={dayRules}
        />
      </div>
    </FormDialog>
  );
}
