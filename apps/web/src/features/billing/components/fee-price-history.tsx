import type { Fee } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '@/components/ui/money-cell';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMonth } from '@/lib/time';
import { discountPercentText } from '../lib/discount-percent';

/**
 * A fee's prices, the newest month first, behind a disclosure: each from its month on, the sibling
 * discount of a monthly fee, and the day it was set. Earlier prices stay as they were.
 */
export function FeePriceHistory({ fee, name }: { fee: Fee; name: string }) {
  const { t } = useTranslation('billing');
  const monthly = fee.chargedWhen === 'MONTHLY';
  return (
    <details className="min-w-0 text-sm">
      <summary className="w-fit cursor-pointer rounded-md text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
        {t('fees.history.toggle', { count: fee.prices.length })}
      </summary>
      <div className="mt-2 min-w-0">
        <Table aria-label={t('fees.history.label', { name })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('fees.history.columns.from')}</TableHead>
              <TableHead className="text-right">{t('fees.history.columns.amount')}</TableHead>
              {monthly ? (
                <TableHead className="text-right">{t('fees.history.columns.discount')}</TableHead>
              ) : null}
              <TableHead>{t('fees.history.columns.setOn')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fee.prices.map((price) => (
              <TableRow key={price.id}>
                <TableCell className="whitespace-nowrap">
                  {formatMonth(price.effectiveFrom)}
                  {price.id === fee.currentPrice?.id ? (
                    <span className="ml-2 text-xs text-zinc-500">{t('fees.history.inForce')}</span>
                  ) : null}
                </TableCell>
                <MoneyCell sen={price.amountSen} />
                {monthly ? (
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {t('fees.percent', { percent: discountPercentText(price.siblingDiscountBasisPoints) })}
                  </TableCell>
                ) : null}
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatDate(price.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
