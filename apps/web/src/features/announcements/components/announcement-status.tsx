import type { AnnouncementStatus as Status } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<Status, BadgeProps['variant']> = {
  DRAFT: 'secondary',
  SCHEDULED: 'warning',
  PUBLISHED: 'success',
  ARCHIVED: 'outline',
};

export function AnnouncementStatus({ status }: { status: Status }) {
  const { t } = useTranslation('announcements');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
