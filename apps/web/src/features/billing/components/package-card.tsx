import type { BillingPackage, Fee } from '@cic/contract';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { packageFees } from '../lib/fee-prices';
import { FeeRow } from './fee-row';

/** Where focus lands once a fee's own buttons are gone (it was retired): its package's heading. */
export const packageHeadingId = (pkg: Pick<BillingPackage, 'id'>) => `billing-package-${pkg.id}`;

type PackageCardProps = {
  pkg: BillingPackage;
  onAddFee: () => void;
  onSetPrice: (fee: Fee, name: string) => void;
  onRetire: (fee: Fee, name: string) => void;
};

/** A package of a centre: its monthly fee, its one-off fees, and 'Add fee'. */
export function PackageCard({ pkg, onAddFee, onSetPrice, onRetire }: PackageCardProps) {
  const { t } = useTranslation('billing');
  const { monthly, oneOff } = packageFees(pkg);
  const headingId = packageHeadingId(pkg);
  const feeName = (fee: Fee) => (fee.chargedWhen === 'MONTHLY' ? pkg.name : (fee.name ?? pkg.name));
  const row = (fee: Fee) => (
    <FeeRow
      key={fee.id}
      fee={fee}
      name={feeName(fee)}
      onSetPrice={() => onSetPrice(fee, feeName(fee))}
      onRetire={() => onRetire(fee, feeName(fee))}
    />
  );
  return (
    <Card className="grid min-w-0 grid-cols-1 gap-4 p-4">
      <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={headingId} className="text-lg font-semibold break-words text-zinc-900">
              {pkg.name}
            </h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
              {pkg.centre.name}
              {pkg.isActive ? null : <Badge variant="secondary">{t('fees.inactive')}</Badge>}
            </p>
          </div>
          <Button variant="outline" aria-label={t('fees.addFeeTo', { name: pkg.name })} onClick={onAddFee}>
            <Plus aria-hidden="true" />
            {t('fees.addFee')}
          </Button>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <h3 className="text-sm font-semibold text-zinc-700">{t('fees.monthlyHeading')}</h3>
          {monthly ? (
            <ul className="grid grid-cols-1 gap-2">{row(monthly)}</ul>
          ) : (
            <p className="text-sm text-zinc-600">{t('fees.noMonthlyFee')}</p>
          )}
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <h3 className="text-sm font-semibold text-zinc-700">{t('fees.oneOffHeading')}</h3>
          {oneOff.length > 0 ? (
            <ul className="grid grid-cols-1 gap-2">{oneOff.map(row)}</ul>
          ) : (
            <p className="text-sm text-zinc-600">{t('fees.noOneOffFees')}</p>
          )}
        </div>
      </section>
    </Card>
  );
}
