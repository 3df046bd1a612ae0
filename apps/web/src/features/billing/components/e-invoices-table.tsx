import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { MoneyCell } from '@/components/ui/money-cell';
import { RowLinkCell } from '@/components/ui/row-link-cell';
import { TableCell } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { type EInvoiceListQuery, useEInvoices } from '../api/get-e-invoices';
import { useEInvoiceWords } from '../lib/e-invoice-words';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';

const columns = [
  'billing:eInvoices.columns.number',
  'billing:eInvoices.columns.kind',
  'billing:eInvoices.columns.family',
  'billing:eInvoices.columns.center',
  'billing:eInvoices.columns.issued',
  'billing:eInvoices.columns.total',
  'billing:eInvoices.columns.status',
];

type EInvoicesTableProps = {
  query: EInvoiceListQuery;
  onPage: OnPage;
  /** Where an e-invoice opens (the list with its sheet). */
  detailHref: (eInvoiceId: string) => string;
};

/**
 * A page of e-invoices, newest first: a row opens its detail; a note or a consolidated one says what
 * it stands for under its kind, an Invalid one how many errors it has.
 */
export function EInvoicesTable({ query, onPage, detailHref }: EInvoicesTableProps) {
  const { t } = useTranslation('billing');
  const list = useEInvoices(query);
  const words = useEInvoiceWords();
  return (
    <PagedListTable
      countFound
      label={t('eInvoices.tableLabel')}
      noun={(count) => t('eInvoices.noun', { count })}
      emptyText={t('eInvoices.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.id)}
      cells={(row) => (
        <>
          <RowLinkCell to={detailHref(row.id)} className="whitespace-nowrap">
            <span data-e-invoice={row.id}>{row.number}</span>
          </RowLinkCell>
          <TableCell className="min-w-36">
            {t(`eInvoices.source.${row.source}`)}
            {/* What a note or a consolidated one stands for; an invoice's is its own number. */}
            {row.source === 'INVOICE' ? null : (
              <span className="block text-xs whitespace-nowrap text-zinc-600">{words.document(row)}</span>
            )}
          </TableCell>
          <TableCell className="min-w-32 text-zinc-900">{words.buyer(row)}</TableCell>
          <TableCell className="min-w-32">{words.centre(row)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatDate(row.issuedAt)}</TableCell>
          <MoneyCell sen={row.totalSen} />
          <TableCell className="whitespace-nowrap">
            <div className="grid justify-items-start gap-1">
              <EInvoiceStatusBadge status={row.status} />
              {row.errorCount > 0 ? (
                <span className="text-xs text-red-700">
                  {t('eInvoices.errorCount', { count: row.errorCount })}
                </span>
              ) : null}
            </div>
          </TableCell>
        </>
      )}
    />
  );
}
