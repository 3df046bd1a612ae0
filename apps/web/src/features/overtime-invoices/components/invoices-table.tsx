import { formatSen } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { InvoiceListTable } from '@/components/invoice-list-table';
import { Metric } from '@/components/metric';
import type { OnPage } from '@/components/pager';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { type InvoiceListQuery, useInvoices } from '../api/get-invoices';
import { useFamilyName } from '../lib/family-name';
import { InvoiceStatus } from './invoice-status';

const columns = [
  'overtime:invoices.columns.number',
  'overtime:invoices.columns.family',
  'overtime:invoices.columns.center',
  'overtime:invoices.columns.status',
  'overtime:invoices.columns.issueDate',
  'overtime:invoices.columns.dueDate',
  'overtime:invoices.columns.total',
  'overtime:invoices.columns.balance',
];

type InvoicesTableProps = {
  query: InvoiceListQuery;
  onPage: OnPage;
  detailHref: (invoiceId: string) => string;
};

/** The totals outstanding and collected of every matching invoice, then a page of them. */
export function InvoicesTable({ query, onPage, detailHref }: InvoicesTableProps) {
  const { t } = useTranslation('overtime');
  const list = useInvoices(query);
  const familyName = useFamilyName();
  const totals = list.data?.totals;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Metric
          label={t('invoices.outstanding')}
          value={totals ? formatSen(totals.outstandingSen) : '-'}
          large
        />
        <Metric
          label={t('invoices.collected')}
          hint={t('invoices.collectedHint')}
          value={totals ? formatSen(totals.collectedSen) : '-'}
          large
        />
        <Metric
          label={t('invoices.keptAsCredit')}
          value={totals ? formatSen(totals.keptAsCreditSen) : '-'}
          large
        />
      </dl>
      <InvoiceListTable
        label={t('invoices.tableLabel')}
        noun={(count) => t('invoices.noun', { count })}
        emptyText={t('invoices.empty')}
        columns={columns.map((column) => t(column))}
        list={list}
        onPage={onPage}
        detailHref={detailHref}
        proforma={t('invoices.proforma')}
        familyName={familyName}
        cells={(invoice) => (
          <>
            <TableCell>
              <InvoiceStatus invoice={invoice} />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(invoice.issueDate)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(invoice.dueDate)}</TableCell>
            <MoneyCell sen={invoice.totalSen} />
            <MoneyCell sen={invoice.balanceSen} />
          </>
        )}
      />
    </div>
  );
}
