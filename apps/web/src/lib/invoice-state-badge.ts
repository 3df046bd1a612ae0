import type { InvoiceState } from '@cic/contract';
import type { BadgeProps } from '@/components/ui/badge';

/** An invoice state's badge colour wherever invoices are listed: settled green, owed amber, void and refunded plain, draft grey. */
export const invoiceStateBadge: Record<InvoiceState, NonNullable<BadgeProps['variant']>> = {
  DRAFT: 'secondary',
  ISSUED: 'warning',
  PARTLY_PAID: 'warning',
  PAID: 'success',
  VOID: 'outline',
  PARTLY_REFUNDED: 'outline',
  REFUNDED: 'outline',
};
