import { type Fee, feePriceBodySchema, ringgitTextOf } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/time';
import { nextMonth } from '../lib/billing-months';
import { discountPercentText } from '../lib/discount-percent';
import { feeFieldOf } from '../lib/fee-form';
import { FeePriceDialog } from './fee-price-dialog';
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

  return (
    <FeePriceDialog
      form={form}
      monthly={monthly}
      title={t('fees.price.title', { name })}
      description={t('fees.price.description')}
      submit={t('fees.price.submit')}
      schema={feePriceBodySchema}
      request={(body) => ({ kind: 'price', feeId: fee.id, body })}
      done={(body) => ({
        title: t('fees.price.done'),
        description: t('fees.price.doneDescription', { month: formatMonth(body.effectiveFrom) }),
      })}
      onClose={onClose}
    />
  );
}
