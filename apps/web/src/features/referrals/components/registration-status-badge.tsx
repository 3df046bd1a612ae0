import type { ReferralLeaderboardRow } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type RegistrationStatus = ReferralLeaderboardRow['enrolledChildren'][number]['status'];

/** Spec 3 §4: PENDING outline, COMPLETED secondary, PAYMENT_FAILED destructive. */
const variantOf: Record<RegistrationStatus, BadgeProps['variant']> = {
  PENDING: 'outline',
  COMPLETED: 'secondary',
  PAYMENT_FAILED: 'destructive',
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('admin');
  return <Badge variant={variantOf[status]}>{t(`referrals.status.${status}`)}</Badge>;
}
