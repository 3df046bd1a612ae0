import type { AgeingRow } from '@cic/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, MessageRow, SkeletonRows } from '@/components/list-states';
import { type OnPage, Pager } from '@/components/pager';
import { TableCell, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/time';
import { type AgeingListQuery, type AgeingPlace, useAgeing } from '../api/get-ageing';
import { useFamilyName } from '../lib/run-invoice-words';
import { AgeingAmountCells } from './ageing-summary';

const columns = [
  'billing:ageing.columns.family',
  'billing:ageing.columns.center',
  'billing:ageing.buckets.CURRENT',
  'billing:ageing.buckets.DAYS_1_30',
  'billing:ageing.buckets.DAYS_31_60',
  'billing:ageing.buckets.DAYS_61_90',
  'billing:ageing.buckets.OVER_90',
  'billing:ageing.columns.total',
  'billing:ageing.columns.oldestDue',
  'billing:ageing.columns.invoices',
  'billing:ageing.columns.statement',
];

type AgeingTableProps = {
  query: AgeingListQuery;
  /** Goes to a page, with where it starts when it is the next or the previous one. */
  onPage: (page: number, place: AgeingPlace, options?: { replace: boolean }) => void;
  /** A family's statement of account at the row's centre. */
  statementHref: (familyId: string, centerId: string) => string;
};

/**
 * A page of what each family (or child with no family) owes at a centre, by bucket, the most owed
 * first; a family's row links to its statement of account there.
 */
export function AgeingTable({ query, onPage, statementHref }: AgeingTableProps) {
  const { t } = useTranslation('billing');
  const list = useAgeing(query);
  const familyName = useFamilyName();
  const filtered = Boolean(query.search || query.centerId || query.bucket);
  // Next and Previous read from the row at this page's edge, not by counting rows to the page.
  const toPage: OnPage = (next, options) => {
    const rows = list.data?.items ?? [];
    let place: AgeingPlace = {};
    if (next === query.page + 1) place = { after: rows.at(-1)?.position };
    else if (next === query.page - 1 && next > 1) place = { before: rows[0]?.position };
    onPage(next, place, options);
  };

  let body: ReactNode;
  if (list.isPending) body = <SkeletonRows columns={columns.length} />;
  else if (list.isError) {
    body = (
      <MessageRow columns={columns.length} alert>
        {getErrorMessage(list.error)}
      </MessageRow>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <MessageRow columns={columns.length}>
        {filtered ? t('ageing.emptyFiltered') : t('ageing.empty')}
      </MessageRow>
    );
  } else {
    body = list.data.items.map((row: AgeingRow) => {
      const family = familyName(row);
      const { familyId } = row;
      return (
        <TableRow key={`${row.centre.id}:${familyId ?? row.childNames.join(',')}`}>
          <TableCell className="min-w-44">
            <span className="block font-medium text-zinc-900">{family}</span>
            <span className="block text-xs text-zinc-600">{row.childNames.join(', ')}</span>
          </TableCell>
          <TableCell className="min-w-32">{row.centre.name}</TableCell>
          <AgeingAmountCells buckets={row.buckets} totalSen={row.totalSen} />
          <TableCell className="whitespace-nowrap tabular-nums">{formatDate(row.oldestDueDate)}</TableCell>
          <TableCell className="text-right tabular-nums">{row.invoices}</TableCell>
          <TableCell>
            {familyId ? (
              <Link
                to={statementHref(familyId, row.centre.id)}
                aria-label={t('ageing.statementOf', { family, center: row.centre.name })}
                className="font-medium whitespace-nowrap text-brand-800 hover:underline"
              >
                {t('ageing.statement')}
              </Link>
            ) : (
              <span className="text-zinc-500">-</span>
            )}
          </TableCell>
        </TableRow>
      );
    });
  }

  return (
    <div>
      <ListTable label={t('ageing.tableLabel')} busy={list.isFetching} columns={columns.map((key) => t(key))}>
        {body}
      </ListTable>
      {list.data ? (
        <Pager meta={list.data.meta} onPage={toPage} noun={(count) => t('ageing.noun', { count })} />
      ) : null}
    </div>
  );
}
