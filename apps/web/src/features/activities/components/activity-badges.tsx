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

/** The activity's years as 'Age N' (spec 3 §2.1). */
export function AgeBadges({ years }: { years: readonly number[] }) {
  return (
    <ul aria-label="Ages" className="flex flex-wrap gap-1.5">
      {years.map((year) => (
        <li key={year}>
          <Badge variant="outline">Age {year}</Badge>
        </li>
      ))}
    </ul>
  );
}
