import { useTranslation } from 'react-i18next';
import { formatRinggit } from '@/lib/money';

export type Financial = { subtotalAmount: number; discountAmount: number; totalAmount: number };

/** Subtotal, 'Referral discount' when there is one, and the total, in ringgit (spec 1 §9). */
export function PriceBreakdown({ financial }: { financial: Financial }) {
  const { t } = useTranslation('registration');
  return (
    <dl className="grid gap-2 rounded-xl bg-zinc-50 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-zinc-600">{t('price.subtotal')}</dt>
        <dd className="tabular-nums text-zinc-900">{formatRinggit(financial.subtotalAmount)}</dd>
      </div>
      {financial.discountAmount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-emerald-700">{t('price.referralDiscount')}</dt>
          <dd className="tabular-nums text-emerald-700">{formatRinggit(-financial.discountAmount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-zinc-200 pt-2 text-base font-semibold">
        <dt>{t('price.total')}</dt>
        <dd className="tabular-nums">{formatRinggit(financial.totalAmount)}</dd>
      </div>
    </dl>
  );
}
