import type { Activity } from '@cic/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const statusLook: Record<Activity['status'], { label: string; variant: BadgeProps['variant'] }> = {
  PUBLISHED: { label: 'Published', variant: 'success' },
  DRAFT: { label: 'Draft', variant: 'warning' },
  ARCHIVED: { label: 'Archived', variant: 'secondary' },
};

export function ActivityStatusBadge({ status }: { status: Activity['status'] }) {
  const look = statusLook[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
