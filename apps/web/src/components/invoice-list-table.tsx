import type { ReactNode } from 'react';
import { PagedListTable, type PagedListTableProps } from './paged-list-table';
import { RowLinkCell } from './ui/row-link-cell';
import { TableCell } from './ui/table';

type ListedInvoice = { id: string; number: string | null; centre: { name: string } };

type InvoiceListTableProps<T extends ListedInvoice> = Omit<
  PagedListTableProps<T>,
  'rowKey' | 'rowHref' | 'cells' | 'countFound'
> & {
  detailHref: (invoiceId: string) => string;
  /** What a draft, which has no number yet, shows in its place ('Proforma'). */
  proforma: string;
  familyName: (invoice: T) => string;
  /** The list's own cells, after the number, the family and the centre. */
  cells: (invoice: T) => ReactNode;
};

/**
 * A page of invoices, each row opening on its invoice's page: the number, the family billed and
 * the centre first, as every invoice list names an invoice, then the list's own cells.
 */
export function InvoiceListTable<T extends ListedInvoice>({
  detailHref,
  proforma,
  familyName,
  cells,
  ...table
}: InvoiceListTableProps<T>) {
  return (
    <PagedListTable
      countFound
      {...table}
      rowKey={(invoice) => invoice.id}
      rowHref={(invoice) => detailHref(invoice.id)}
      cells={(invoice) => (
        <>
          <RowLinkCell to={detailHref(invoice.id)} className="whitespace-nowrap">
            {invoice.number ?? proforma}
          </RowLinkCell>
          <TableCell className="min-w-32 text-zinc-900">{familyName(invoice)}</TableCell>
          <TableCell className="min-w-32">{invoice.centre.name}</TableCell>
          {cells(invoice)}
        </>
      )}
    />
  );
}
