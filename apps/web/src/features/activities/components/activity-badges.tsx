import type { Activity } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const statusVariant: Record<Activity['status'], BadgeProps['variant']> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  ARCHIVED: 'secondary',
};

export function ActivityStatusBadge({ status }: { status: Activity['status'] }) {
  const { t } = useTranslation('teacher');
  return <Badge variant={statusVariant[status]}>{t(`activities.status.${status}`)}</Badge>;
}
