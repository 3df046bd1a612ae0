import { type Fee, feePriceBodySchema, ringgitTextOf } from '@cic/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { toast } from '@/components/ui/use-toast';
import { formatMonth } from '@/lib/time';
import { useChangeFee } from '../api/change-fee';
import { nextMonth } from '../lib/billing-months';
import { discountPercentText } from '../lib/discount-percent';
import { feeFieldOf, feeIssueErrors, readPriceValues } from '../lib/fee-form';
import { PriceFields } from './price-fields';
import { useBillingForm } from './use-billing-form';

type SetPriceDialogProps = {
  fee: Fee;
  /** The fee's name as its package's card shows it (a monthly fee's is its package's). */
  name: string;
  onClose: () => void;
};

/**
 * 'Set price': a new price from a month on (next month by default). Months before it keep the
 * price they had; the history is never overwritten. Starts from the price in force.
 */
export function SetPriceDialog({ fee, name, onClose }: SetPriceDialogProps) {
  const { t } = useTranslation('billing');
  const change = useChangeFee();
  const monthly = fee.chargedWhen === 'MONTHLY';
  const latest = fee.currentPrice ?? fee.prices[0] ?? null;
  const form = useBillingForm(
    {
      amount: latest ? ringgitTextOf(latest.amountSen) : '',
      discount: discountPercentText(latest?.siblingDiscountBasisPoints ?? 0),
      effectiveFrom: nextMonth(),
    },
    feeFieldOf,
  );
  const { values, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readPriceValues(values, monthly, t('fees.form.discountDecimals'));
    const parsed = feePriceBodySchema.safeParse({
      amountSen: price.amountSen ?? 0,
      siblingDiscountBasisPoints: price.basisPoints ?? 0,
      effectiveFrom: values.effectiveFrom,
    });
    const found = { ...(parsed.success ? {} : feeIssueErrors(parsed.error.issues)), ...price.errors };
    if (!parsed.success || Object.keys(found).length > 0) {
      form.showProblems(found);
      return;
    }
    change.mutate(
      { kind: 'price', feeId: fee.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: t('fees.price.done'),
            description: t('fees.price.doneDescription', { month: formatMonth(parsed.data.effectiveFrom) }),
          });
          onClose();
        },
        onError: form.refused,
      },
    );
  };

  return (
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={t('fees.price.title', { name })}
      description={t('fees.price.description')}
      onSubmit={submit}
      cancel={t('form.cancel')}
      submit={t('fees.price.submit')}
      saving={t('form.saving')}
    >
      <div ref={form.fields} className="grid gap-4">
        <PriceFields values={values} errors={errors} onChange={form.change} monthly={monthly} />
        <RefusalMessage refusal={form.refusal} />
      </div>
    </FormDialog>
  );
}
