import { type BillingRunInvoice, formatSen } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { InvoiceListTable } from '@/components/invoice-list-table';
import type { OnPage } from '@/components/pager';
import { Badge } from '@/components/ui/badge';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { invoiceStateBadge } from '@/lib/invoice-state-badge';
import { type RunInvoiceListQuery, useRunInvoices } from '../api/get-run-invoices';
import { useFamilyName } from '../lib/run-invoice-words';
import { totalChange } from '../lib/total-change';

const columns = [
  'billing:run.invoices.columns.number',
  'billing:run.invoices.columns.family',
  'billing:run.invoices.columns.center',
  'billing:run.invoices.columns.children',
  'billing:run.invoices.columns.status',
  'billing:run.invoices.columns.total',
  'billing:run.invoices.columns.previous',
  'billing:run.invoices.columns.difference',
];

type RunInvoicesTableProps = {
  runId: string;
  query: RunInvoiceListQuery;
  /** The run's figures: a change asks for the list again (see `useRunInvoices`). */
  figures: string;
  onPage: OnPage;
  detailHref: (invoiceId: string) => string;
};

/** What this month's total is beside last month's: 'New', 'No change', or '+RM 65.00' / '-RM 65.00'. */
function Difference({ invoice }: { invoice: BillingRunInvoice }) {
  const { t } = useTranslation('billing');
  const change = totalChange(invoice.totalSen, invoice.previousTotalSen);
  if (change.kind === 'new') return <Badge variant="outline">{t('run.invoices.new')}</Badge>;
  if (change.kind === 'same') return <span className="text-zinc-500">{t('run.invoices.same')}</span>;
  const amount = formatSen(change.sen);
  return (
    <span className={cn('font-medium', change.kind === 'up' ? 'text-amber-800' : 'text-green-800')}>
      {change.kind === 'up' ? t('run.invoices.up', { amount }) : t('run.invoices.down', { amount })}
    </span>
  );
}

/** A page of the run's invoices, one per family and centre; each opens on the invoice's own page. */
export function RunInvoicesTable({ runId, query, figures, onPage, detailHref }: RunInvoicesTableProps) {
  const { t } = useTranslation('billing');
  const list = useRunInvoices(runId, query, figures);
  const familyName = useFamilyName();
  return (
    <InvoiceListTable
      label={t('run.invoices.title')}
      noun={(count) => t('run.invoices.noun', { count })}
      emptyText={query.changed ? t('run.invoices.noChanges') : t('run.invoices.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      detailHref={detailHref}
      proforma={t('run.invoices.proforma')}
      familyName={familyName}
      cells={(invoice) => (
        <>
          <TableCell className="min-w-40">{invoice.childNames.join(', ')}</TableCell>
          <TableCell>
            <Badge variant={invoiceStateBadge[invoice.state]}>
              {t(`run.invoices.status.${invoice.state}`)}
            </Badge>
          </TableCell>
          <MoneyCell sen={invoice.totalSen} />
          <MoneyCell sen={invoice.previousTotalSen} />
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            <Difference invoice={invoice} />
          </TableCell>
        </>
      )}
    />
  );
}
