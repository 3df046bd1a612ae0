import type { BillingRunStatus } from '@cic/contract';
import type { BadgeProps } from '@/components/ui/badge';

/** A run the job queue is still working on: its page and the list ask again until it settles. */
export function isRunGoing(status: BillingRunStatus): boolean {
  return status === 'QUEUED' || status === 'DRAFTING' || status === 'ISSUING';
}

/** The badge of each status: going amber, waiting for review plain, issued green, failed red. */
export const runBadge: Record<BillingRunStatus, NonNullable<BadgeProps['variant']>> = {
  QUEUED: 'warning',
  DRAFTING: 'warning',
  DRAFTED: 'secondary',
  ISSUING: 'warning',
  ISSUED: 'success',
  FAILED: 'destructive',
};
