import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { MoneyCell } from '@/components/ui/money-cell';
import { RowLinkCell } from '@/components/ui/row-link-cell';
import { TableCell } from '@/components/ui/table';
import { formatMonth } from '@/lib/time';
import { type RunListQuery, useRuns } from '../api/get-runs';
import { RunStatusBadge } from './run-status-badge';

const columns = [
  'billing:runs.columns.month',
  'billing:runs.columns.status',
  'billing:runs.columns.invoices',
  'billing:runs.columns.total',
  'billing:runs.columns.issued',
];

type RunsTableProps = { query: RunListQuery; onPage: OnPage; detailHref: (runId: string) => string };

/** The billing runs, the newest month first; a row opens its run. Runs still going are followed. */
export function RunsTable({ query, onPage, detailHref }: RunsTableProps) {
  const { t } = useTranslation('billing');
  const list = useRuns(query);
  return (
    <PagedListTable
      label={t('runs.tableLabel')}
      noun={(count) => t('runs.noun', { count })}
      emptyText={t('runs.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(run) => run.id}
      rowHref={(run) => detailHref(run.id)}
      cells={(run) => (
        <>
          <RowLinkCell to={detailHref(run.id)} className="whitespace-nowrap text-zinc-900">
            {formatMonth(run.month)}
          </RowLinkCell>
          <TableCell>
            <RunStatusBadge status={run.status} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{run.invoices}</TableCell>
          <MoneyCell sen={run.totalSen} />
          <TableCell className="text-right tabular-nums">{run.issued}</TableCell>
        </>
      )}
    />
  );
}
