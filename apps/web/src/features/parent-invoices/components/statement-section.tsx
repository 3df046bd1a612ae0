import type { StatementAccount } from '@cic/contract/billing/statement';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { InlineLoadError } from '@/components/inline-load-error';
import { StatementOfAccount } from '@/components/statement-of-account';
import { type StatementPeriod, StatementPeriodFields, thisYearSoFar } from '@/components/statement-period';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { todayInKualaLumpur } from '@/lib/time';
import { useDownloadStatementPdf } from '../api/download-statement-pdf';
import { useStatement } from '../api/get-statement';
import { useStatementAccounts } from '../api/get-statement-accounts';

const accountKey = (account: StatementAccount) => `${account.family.id}:${account.centre.id}`;

/** 'Tan Family · CIC Taman Melawati'. */
function useAccountName() {
  const { t } = useTranslation('payments');
  return (account: StatementAccount) =>
    t('statement.account', {
      family: t('statement.family', { name: account.family.namedAfter }),
      center: account.centre.name,
    });
}

/**
 * The family's statement of account (issue 41): which account when the parent has more than one
 * (a family at each centre that invoiced it), the period (this year so far until another is
 * chosen), the statement itself, and its PDF, fetched with the parent's session and saved.
 */
export function StatementSection() {
  const { t } = useTranslation('payments');
  const accounts = useStatementAccounts();
  const accountName = useAccountName();
  const [chosen, setChosen] = useState<string | null>(null);
  const [period, setPeriod] = useState<StatementPeriod>(() => thisYearSoFar(todayInKualaLumpur()));
  const list = accounts.data ?? [];
  const account = list.find((each) => accountKey(each) === chosen) ?? list[0] ?? null;
  const query = account ? { familyId: account.family.id, centerId: account.centre.id, ...period } : null;
  const statement = useStatement(query);
  const pdf = useDownloadStatementPdf();

  if (accounts.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (accounts.isError) return <InlineLoadError error={accounts.error} onRetry={() => accounts.refetch()} />;
  if (!account || !query) {
    return (
      <Card className="grid justify-items-center gap-2 p-6 text-center text-zinc-600">
        <FileText aria-hidden="true" className="size-8 text-zinc-400" />
        <p>{t('statement.none')}</p>
      </Card>
    );
  }
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <p className="text-sm text-zinc-600">{t('statement.intro')}</p>
      <Card className="grid min-w-0 grid-cols-1 gap-4 p-4">
        {list.length > 1 ? (
          <FormField label={t('statement.accountLabel')}>
            <NativeSelect value={accountKey(account)} onChange={(event) => setChosen(event.target.value)}>
              {list.map((each) => (
                <option key={accountKey(each)} value={accountKey(each)}>
                  {accountName(each)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : (
          <p className="font-semibold break-words text-zinc-900">{accountName(account)}</p>
        )}
        <StatementPeriodFields period={period} onChange={setPeriod} />
        <DownloadButton
          className="w-fit"
          download={pdf}
          input={query}
          label={t('statement.download')}
          pendingLabel={t('statement.downloading')}
        />
      </Card>
      {statement.isPending ? <Skeleton className="h-64 rounded-2xl" /> : null}
      {statement.isError ? (
        <InlineLoadError error={statement.error} onRetry={() => statement.refetch()} />
      ) : null}
      {statement.data ? <StatementOfAccount statement={statement.data} busy={statement.isFetching} /> : null}
    </div>
  );
}
