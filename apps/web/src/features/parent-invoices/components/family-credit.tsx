import { addsCredit } from '@cic/contract/overtime/family-credits';
import { formatSen } from '@cic/contract/shared/money';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/time';
import { useFamilyCredits } from '../api/get-credits';

/**
 * The credit on the family's account at each centre (decision 088), with its entries, newest
 * first: shown only to a family that ever had credit; nothing while it loads or if it fails (the
 * invoices below still say what is owed).
 */
export function FamilyCredit() {
  const { t } = useTranslation('payments');
  const credits = useFamilyCredits();
  if (!credits.data || credits.data.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <h2 className="font-semibold text-zinc-900">{t('credit.title')}</h2>
      </div>
      <p className="text-sm text-zinc-600">{t('credit.intro')}</p>
      {credits.data.map((credit) => (
        <div key={credit.id} className="grid gap-1">
          <p className="text-lg font-semibold text-zinc-900 tabular-nums">
            {t('credit.at', { amount: formatSen(credit.balanceSen), center: credit.centre.name })}
          </p>
          <ul
            className="divide-y divide-zinc-100 text-sm"
            aria-label={t('credit.historyLabel', { center: credit.centre.name })}
          >
            {credit.history.map((entry) => (
              <li key={entry.id} className="flex justify-between gap-3 py-2">
                <span className="text-zinc-700">
                  {t(`credit.entry.${entry.kind}`, {
                    date: formatDate(entry.day),
                    invoice: entry.invoice?.number ?? '',
                  })}
                </span>
                <span className="shrink-0 font-medium text-zinc-900 tabular-nums">
                  {addsCredit(entry.kind) ? '+' : '−'}
                  {formatSen(entry.amountSen)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
