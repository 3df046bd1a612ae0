import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell } from '@/components/ui/table';
import { formatDateTime } from '@/lib/time';
import { type CreditListQuery, useCredits } from '../api/get-credits';
import { useFamilyLabel } from '../lib/family-name';

const columns = [
  'overtime:credits.columns.center',
  'overtime:credits.columns.family',
  'overtime:credits.columns.balance',
  'overtime:credits.columns.entries',
  'overtime:credits.columns.lastEntry',
];

type CreditsTableProps = {
  query: CreditListQuery;
  onPage: OnPage;
  detailHref: (accountId: string) => string;
};

/** A page of families' credit accounts, the most credit first, each opening its entries. */
export function CreditsTable({ query, onPage, detailHref }: CreditsTableProps) {
  const { t } = useTranslation('overtime');
  const list = useCredits(query);
  const familyLabel = useFamilyLabel();
  return (
    <PagedListTable
      countFound
      label={t('credits.tableLabel')}
      noun={(count) => t('credits.noun', { count })}
      emptyText={t('credits.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(account) => account.id}
      rowHref={(account) => detailHref(account.id)}
      cells={(account) => (
        <>
          <TableCell className="min-w-32">{account.centre.name}</TableCell>
          <TableCell className="min-w-32 font-medium text-zinc-900">{familyLabel(account.family)}</TableCell>
          <MoneyCell sen={account.balanceSen} />
          <TableCell className="text-right tabular-nums">{account.entries}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {formatDateTime(account.lastEntryAt)}
          </TableCell>
        </>
      )}
    />
  );
}
