import type { EInvoiceStatus } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { eInvoiceBadge } from '../lib/e-invoice-status';

/** An e-invoice's status in the page's language: Pending, Submitted, Valid, Invalid or Cancelled. */
export function EInvoiceStatusBadge({ status }: { status: EInvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <Badge variant={eInvoiceBadge[status]}>{t(`eInvoices.status.${status}`)}</Badge>;
}
