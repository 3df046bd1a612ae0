import { type Fee, formatSen } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMonth } from '@/lib/time';
import { discountPercentText } from '../lib/discount-percent';
import { upcomingPrices } from '../lib/fee-prices';
import { FeePriceHistory } from './fee-price-history';

type FeeRowProps = {
  fee: Fee;
  /** The fee's name: a one-off fee's own, a monthly fee's package's. */
  name: string;
  onSetPrice: () => void;
  onRetire: () => void;
};

type FeeActionProps = { label: string; named: string; onClick: () => void; className?: string };

/** A fee's small button; `named` says which fee it acts on, as a package lists several ('Retire Deposit'). */
function FeeAction({ label, named, onClick, className }: FeeActionProps) {
  return (
    <Button variant="outline" size="sm" className={className} aria-label={named} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * One fee of a package: its price in force and the month it started, a monthly fee's sibling
 * discount or when a one-off fee is charged, prices set for later months, its actions and history.
 */
export function FeeRow({ fee, name, onSetPrice, onRetire }: FeeRowProps) {
  const { t } = useTranslation('billing');
  const monthly = fee.chargedWhen === 'MONTHLY';
  const current = fee.currentPrice;
  const percent = (basisPoints: number) => discountPercentText(basisPoints);
  const discount = (basisPoints: number) =>
    basisPoints > 0
      ? t('fees.siblingDiscount', { percent: percent(basisPoints) })
      : t('fees.noSiblingDiscount');
  return (
    <li
      className={cn(
        'grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-zinc-200 p-3',
        fee.archived && 'bg-zinc-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words text-zinc-900">
            {name}
            {fee.archived ? <Badge variant="secondary">{t('fees.retired')}</Badge> : null}
          </p>
          <p className="text-sm text-zinc-600">
            {monthly
              ? discount(current?.siblingDiscountBasisPoints ?? 0)
              : t(`fees.chargedWhen.${fee.chargedWhen}`)}
          </p>
        </div>
        <div className="grid gap-0.5 sm:justify-items-end sm:text-right">
          <p className="text-lg font-semibold text-zinc-900 tabular-nums">
            {current ? formatSen(current.amountSen) : t('fees.noPriceYet')}
          </p>
          {current ? (
            <p className="text-xs text-zinc-500">
              {t('fees.since', { month: formatMonth(current.effectiveFrom) })}
            </p>
          ) : null}
        </div>
      </div>
      {upcomingPrices(fee).map((price) => (
        <p key={price.id} className="text-sm text-amber-800">
          {monthly
            ? t('fees.upcomingMonthly', {
                amount: formatSen(price.amountSen),
                month: formatMonth(price.effectiveFrom),
                discount: discount(price.siblingDiscountBasisPoints),
              })
            : t('fees.upcoming', {
                amount: formatSen(price.amountSen),
                month: formatMonth(price.effectiveFrom),
              })}
        </p>
      ))}
      {fee.archived ? null : (
        <div className="flex flex-wrap gap-2">
          <FeeAction label={t('fees.setPrice')} named={t('fees.setPriceOf', { name })} onClick={onSetPrice} />
          {monthly ? null : (
            <FeeAction
              label={t('fees.retire')}
              named={t('fees.retireOf', { name })}
              onClick={onRetire}
              className="text-red-700"
            />
          )}
        </div>
      )}
      <FeePriceHistory fee={fee} name={name} />
    </li>
  );
}
