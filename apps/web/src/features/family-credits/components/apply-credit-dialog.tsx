import { type FamilyCreditDetail, formatSen, message, readMoneyEntry, ringgitTextOf } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/time';
import { useChangeCredit } from '../api/change-credit';

type Errors = { invoiceId?: string; amount?: string };

const amountRules = { required: message('invoices.amountRinggit') };

/** Apply credit: an open invoice of the family at the centre, and the amount (at most the credit and its balance). */
export function ApplyCreditDialog({ credit, onClose }: { credit: FamilyCreditDetail; onClose: () => void }) {
  const { t } = useTranslation('overtime');
  const change = useChangeCredit(credit.id);
  const [first] = credit.openInvoices;
  const most = (balanceSen: number) => ringgitTextOf(Math.min(balanceSen, credit.balanceSen));
  const [invoiceId, setInvoiceId] = useState(first?.id ?? '');
  const [amount, setAmount] = useState(first ? most(first.balanceSen) : '');
  const [errors, setErrors] = useState<Errors>({});

  const choose = (id: string) => {
    setInvoiceId(id);
    const invoice = credit.openInvoices.find((each) => each.id === id);
    if (invoice) setAmount(most(invoice.balanceSen));
  };

  const submit = () => {
    // The amount shown is what is sent, or nothing (decision 090).
    const read = readMoneyEntry(amount, amountRules);
    const amountSen = read.units;
    if (amountSen === null || amountSen < 1) {
      setErrors({ amount: read.problem ?? message('invoices.amountRinggit') });
      return;
    }
    change.mutate(
      { kind: 'apply', body: { invoiceId, amountSen } },
      {
        onSuccess: () => {
          toast({ title: t('credits.apply.done') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field) {
            setErrors({ [error.field === 'amountSen' ? 'amount' : 'invoiceId']: error.message });
          } else toastError(error);
        },
      },
    );
  };

  return (
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={t('credits.apply.title')}
      description={t('credits.apply.description', { credit: formatSen(credit.balanceSen) })}
      onSubmit={submit}
      cancel={t('invoices.cancel')}
      submit={t('credits.apply.submit')}
      saving={t('invoices.saving')}
      submitDisabled={!first}
    >
      {first ? (
        <div className="grid gap-4">
          <FormField label={t('credits.apply.invoice')} error={errors.invoiceId}>
            <NativeSelect value={invoiceId} onChange={(event) => choose(event.target.value)}>
              {credit.openInvoices.map((invoice) => (
                <option key={invoice.id} value={invoice.id}>
                  {t('credits.apply.invoiceOption', {
                    number: invoice.number,
                    balance: formatSen(invoice.balanceSen),
                    due: formatDate(invoice.dueDate),
                  })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <MoneyField
            label={t('credits.apply.amount')}
            hint={t('credits.apply.amountHint')}
            value={amount}
            onChange={setAmount}
            rules={amountRules}
            error={errors.amount}
          />
        </div>
      ) : (
        <p className="text-sm text-zinc-600">{t('credits.apply.noInvoices')}</p>
      )}
    </FormDialog>
  );
}
