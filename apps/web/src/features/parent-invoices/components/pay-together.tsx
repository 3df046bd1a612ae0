import { type PayableAccount, payableTogether } from '@cic/contract/overtime/pay-together';
import { formatSen } from '@cic/contract/shared/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/time';
import { useOpenInvoices } from '../api/get-open-invoices';
import { usePayInvoices } from '../api/pay-invoices';
import { PayOnlineButton } from './pay-online-button';

/**
 * One account's open invoices, each ticked until the parent unticks it (so one that arrives after
 * a refusal is ticked too), and one payment for the ticked ones' balances.
 */
function PayTogetherCard({ account }: { account: PayableAccount }) {
  const { t } = useTranslation('payments');
  const id = useId();
  const pay = usePayInvoices();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const ticked = account.invoices.filter((invoice) => !unticked.has(invoice.id));
  const totalSen = ticked.reduce((sum, invoice) => sum + invoice.balanceSen, 0);
  const tick = (invoiceId: string, on: boolean) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (on) next.delete(invoiceId);
      else next.add(invoiceId);
      return next;
    });
  return (
    <Card aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3 p-4" role="region">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold break-words text-zinc-900">
          {t('payTogether.title', { center: account.centre.name })}
        </h2>
        <p className="text-sm text-zinc-600">{t('payTogether.intro', { count: account.invoices.length })}</p>
      </div>
      <fieldset className="grid min-w-0 gap-1">
        <legend className="sr-only">{t('payTogether.choose')}</legend>
        {account.invoices.map((invoice) => (
          <div key={invoice.id} className="flex items-center gap-3 rounded-lg py-2">
            <Checkbox
              id={`${id}-${invoice.id}`}
              checked={!unticked.has(invoice.id)}
              onCheckedChange={(next) => tick(invoice.id, next === true)}
            />
            <Label
              htmlFor={`${id}-${invoice.id}`}
              className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3 gap-y-1"
            >
              <span className="grid gap-1">
                <span className="text-zinc-900">{invoice.number}</span>
                <span className="font-normal text-zinc-600">
                  {t('payTogether.due', { date: formatDate(invoice.dueDate) })}
                </span>
              </span>
              <span className="text-zinc-900 tabular-nums">{formatSen(invoice.balanceSen)}</span>
            </Label>
          </div>
        ))}
      </fieldset>
      <p
        className="flex justify-between gap-3 border-t border-zinc-100 pt-3 font-semibold text-zinc-900"
        aria-live="polite"
      >
        <span>{t('payTogether.total', { count: ticked.length })}</span>
        <span className="tabular-nums">{formatSen(totalSen)}</span>
      </p>
      <PayOnlineButton
        payment={pay}
        variables={ticked.map((invoice) => invoice.id)}
        amountSen={totalSen}
        disabled={ticked.length === 0}
      />
    </Card>
  );
}

/**
 * Above the invoice list (issue 41): for each family's account at a centre with two open invoices
 * or more, one payment for what it owes (`payableTogether`).
 */
export function PayTogether() {
  const accounts = payableTogether(useOpenInvoices().data ?? []);
  return accounts.map((account) => (
    <PayTogetherCard key={`${account.familyId}|${account.centre.id}`} account={account} />
  ));
}
