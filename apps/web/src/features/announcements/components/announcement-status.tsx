import type { AnnouncementState as State } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<State, BadgeProps['variant']> = {
  DRAFT: 'secondary',
  SCHEDULED: 'warning',
  PUBLISHED: 'success',
  ENDED: 'outline',
  ARCHIVED: 'outline',
};

/** The announcement's state: its status, or Ended once a published one's end date has passed (issue 40). */
export function AnnouncementStatus({ state }: { state: State }) {
  const { t } = useTranslation('announcements');
  return <Badge variant={variants[state]}>{t(`status.${state}`)}</Badge>;
}
