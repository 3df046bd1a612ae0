import type { OvertimeInvoiceStatus } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { invoiceBadge } from '../lib/invoice-actions';

/** The invoice's status in the page's language, and 'Overdue' when it is past due and owed. */
export function InvoiceStatus({ invoice }: { invoice: { status: OvertimeInvoiceStatus; overdue: boolean } }) {
  const { t } = useTranslation('overtime');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={invoiceBadge({ status: invoice.status, overdue: false })}>
        {t(`invoices.status.${invoice.status}`)}
      </Badge>
      {invoice.overdue ? <Badge variant={invoiceBadge(invoice)}>{t('invoices.overdue')}</Badge> : null}
    </span>
  );
}
