import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell } from '@/components/ui/table';
import { formatMonth } from '@/lib/time';
import { type ConsolidatedMonthsQuery, useConsolidatedMonths } from '../api/get-consolidated-months';
import { useEInvoiceWords } from '../lib/e-invoice-words';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';

const columns = [
  'billing:eInvoices.months.columns.month',
  'billing:eInvoices.months.columns.documents',
  'billing:eInvoices.months.columns.invoices',
  'billing:eInvoices.months.columns.total',
];

type ConsolidatedMonthsProps = {
  query: ConsolidatedMonthsQuery;
  onPage: OnPage;
  /** Where a consolidated e-invoice opens (the list with its sheet), with its invoices. */
  detailHref: (eInvoiceId: string) => string;
};

/**
 * The consolidated e-invoices by month, newest first: each month's documents (one per issuer and
 * 200 invoices, decision 105) with their status, and the invoices they hold; a document opens its
 * invoices, a month's row its first document.
 */
export function ConsolidatedMonths({ query, onPage, detailHref }: ConsolidatedMonthsProps) {
  const { t } = useTranslation('billing');
  const list = useConsolidatedMonths(query);
  const words = useEInvoiceWords();
  return (
    <PagedListTable
      label={t('eInvoices.months.title')}
      noun={(count) => t('eInvoices.months.noun', { count })}
      emptyText={t('eInvoices.months.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      pagerLabel={t('eInvoices.months.pages')}
      rowKey={(month) => month.month}
      rowHref={(month) => detailHref(month.documents[0]?.id ?? '')}
      cells={(month) => (
        <>
          <TableCell className="font-medium whitespace-nowrap text-zinc-900">
            {formatMonth(month.month)}
          </TableCell>
          <TableCell className="min-w-64">
            <ul className="grid gap-1.5">
              {month.documents.map((document) => (
                <li key={document.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link to={detailHref(document.id)} className="font-medium text-brand-800 hover:underline">
                    <span data-e-invoice={document.id}>{document.number}</span>
                  </Link>
                  <span className="text-zinc-600">{words.centre(document)}</span>
                  <span className="text-zinc-600">
                    {t('eInvoices.months.invoiceCount', { count: document.invoices })}
                  </span>
                  <EInvoiceStatusBadge status={document.status} />
                </li>
              ))}
            </ul>
          </TableCell>
          <TableCell className="text-right tabular-nums">{month.invoices}</TableCell>
          <MoneyCell sen={month.totalSen} />
        </>
      )}
    />
  );
}
