import type { ParentInvoice } from '@cic/contract/overtime/parent-invoices';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variantOf: Record<ParentInvoice['status'], BadgeProps['variant']> = {
  ISSUED: 'secondary',
  PARTLY_PAID: 'warning',
  PAID: 'success',
};

/** Issued / Part paid / Paid, or Overdue for an owed invoice past its due date. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<ParentInvoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation('payments');
  if (invoice.overdue) return <Badge variant="destructive">{t('overdue')}</Badge>;
  return <Badge variant={variantOf[invoice.status]}>{t(`status.${invoice.status}`)}</Badge>;
}
