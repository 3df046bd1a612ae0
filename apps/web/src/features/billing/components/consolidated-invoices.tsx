import type { ConsolidatedInvoice } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-states';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';

const columns = [
  'billing:eInvoices.detail.invoiceColumns.number',
  'billing:eInvoices.detail.invoiceColumns.issued',
  'billing:eInvoices.detail.invoiceColumns.amount',
];

/** The invoices a consolidated e-invoice holds, a line each, by number. */
export function ConsolidatedInvoices({ invoices }: { invoices: ConsolidatedInvoice[] }) {
  const { t } = useTranslation('billing');
  return (
    <ListTable
      label={t('eInvoices.detail.invoices')}
      busy={false}
      columns={columns.map((column) => t(column))}
    >
      {invoices.map((invoice) => (
        <TableRow key={invoice.number}>
          <TableCell className="font-medium whitespace-nowrap">{invoice.number}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatDate(invoice.day)}</TableCell>
          <MoneyCell sen={invoice.amountSen} />
        </TableRow>
      ))}
    </ListTable>
  );
}
