import type { EInvoiceStatus } from '@cic/contract';
import type { BadgeProps } from '@/components/ui/badge';

/** An e-invoice still on its way: its detail asks again until MyInvois has answered. */
export function isEInvoiceGoing(status: EInvoiceStatus): boolean {
  return status === 'PENDING' || status === 'SUBMITTED';
}

/** The badge of each status: on its way amber, valid green, invalid red, cancelled plain. */
export const eInvoiceBadge: Record<EInvoiceStatus, NonNullable<BadgeProps['variant']>> = {
  PENDING: 'warning',
  SUBMITTED: 'warning',
  VALID: 'success',
  INVALID: 'destructive',
  CANCELLED: 'secondary',
};
