import type { orderStatuses, paymentStatuses, registrationStatuses } from '@cic/contract';

export type BadgeVariant = 'outline' | 'secondary' | 'destructive';

type RegistrationStatus = (typeof registrationStatuses)[number];

/** Spec 3 §4: PENDING outline, COMPLETED secondary, PAYMENT_FAILED destructive. */
const registrationVariants: Record<RegistrationStatus, BadgeVariant> = {
  PENDING: 'outline',
  COMPLETED: 'secondary',
  PAYMENT_FAILED: 'destructive',
};

export function registrationBadge(status: RegistrationStatus): BadgeVariant {
  return registrationVariants[status];
}

const failedPayment = new Set<string>(['FAILED', 'VOID', 'EXPIRED']);

/** Spec 3 §4: SUCCESS secondary; FAILED, VOID and EXPIRED destructive; anything else outline. */
export function paymentBadge(status: (typeof paymentStatuses)[number] | (string & {})): BadgeVariant {
  if (status === 'SUCCESS') return 'secondary';
  return failedPayment.has(status) ? 'destructive' : 'outline';
}

/**
 * The spec leaves the order mapping open (spec 3 §4); an order reads like its payment (decision
 * 034): SUCCESS secondary, FAILED, VOID and EXPIRED destructive, PENDING outline.
 */
export function orderBadge(status: (typeof orderStatuses)[number]): BadgeVariant {
  return paymentBadge(status);
}
