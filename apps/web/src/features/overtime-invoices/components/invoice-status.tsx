import type { InvoiceState } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { invoiceBadge } from '../lib/invoice-actions';

/**
 * The invoice's state in the page's language (its status, or Refunded / Partly refunded once credit
 * notes refunded money paid, decision 089), and 'Overdue' when it is past due and owed.
 */
export function InvoiceStatus({ invoice }: { invoice: { state: InvoiceState; overdue: boolean } }) {
  const { t } = useTranslation('overtime');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={invoiceBadge({ state: invoice.state, overdue: false })}>
        {t(`invoices.status.${invoice.state}`)}
      </Badge>
      {invoice.overdue ? <Badge variant={invoiceBadge(invoice)}>{t('invoices.overdue')}</Badge> : null}
    </span>
  );
}
