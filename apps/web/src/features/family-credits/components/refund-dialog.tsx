import {
  type FamilyCreditDetail,
  formatSen,
  type InvoicePaymentMethod,
  invoicePaymentMethods,
  message,
} from '@cic/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { todayInKualaLumpur } from '@/lib/time';
import { useChangeCredit } from '../api/change-credit';
import { ringgitTextToSen, senToRinggitText } from '../lib/ringgit-text';

type Field = 'amount' | 'method' | 'reference' | 'refundedOn';

/** Record a refund: the amount (the whole credit by default), how, its reference and the day. */
export function RefundDialog({ credit, onClose }: { credit: FamilyCreditDetail; onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const change = useChangeCredit(credit.id);
  const today = todayInKualaLumpur();
  const [amount, setAmount] = useState(senToRinggitText(credit.balanceSen));
  const [method, setMethod] = useState<InvoicePaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountSen = ringgitTextToSen(amount);
    if (amountSen === null || amountSen < 1) {
      setErrors({ amount: message('invoices.amountRinggit') });
      return;
    }
    change.mutate(
      { kind: 'refund', body: { method, reference, refundedOn, amountSen } },
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
    <DialogFrame
      open
      busy={change.isPending}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('credits.refund.title')}
      description={t('credits.refund.description', { credit: formatSen(credit.balanceSen) })}
      onSubmit={submit}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('invoices.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('invoices.saving') : t('credits.refund.submit')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <FormField label={t('credits.refund.amount')} error={errors.amount}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField label={t('credits.refund.method')} error={errors.method}>
          <NativeSelect
            value={method}
            onChange={(event) => setMethod(event.target.value as InvoicePaymentMethod)}
          >
            {invoicePaymentMethods.map((each) => (
              <option key={each} value={each}>
                {t(`invoices.method.${each}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('credits.refund.reference')}
          hint={t('credits.refund.referenceHint')}
          error={errors.reference}
        >
          <Input
            autoComplete="off"
            maxLength={200}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        <DateField
          label={t('credits.refund.refundedOn')}
          value={refundedOn}
          onChange={setRefundedOn}
          max={{ day: today, message: t('credits.refund.notFuture') }}
          error={errors.refundedOn}
        />
      </div>
    </DialogFrame>
  );
}
