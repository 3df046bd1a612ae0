import type { ParentInvoice } from '@cic/contract/overtime/parent-invoices';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variantOf: Record<ParentInvoice['state'], BadgeProps['variant']> = {
  ISSUED: 'secondary',
  PARTLY_PAID: 'warning',
  PAID: 'success',
  PARTLY_REFUNDED: 'outline',
  REFUNDED: 'outline',
  VOID: 'outline',
};

/** Issued / Partly paid / Paid / Partly refunded / Refunded / Void (decisions 089, 094), or Overdue for an owed invoice past its due date. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<ParentInvoice, 'state' | 'overdue'> }) {
  const { t } = useTranslation('payments');
  if (invoice.overdue) return <Badge variant="destructive">{t('overdue')}</Badge>;
  return <Badge variant={variantOf[invoice.state]}>{t(`status.${invoice.state}`)}</Badge>;
}
