import type { Activity } from '@cic/contract';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityImageGrid } from '@/components/activity-image-grid';
import { AgeBadges } from '@/components/age-badges';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatActivityDate } from '@/lib/time';
import type { ArchiveAction } from '../api/archive-activity';

const statusVariant: Record<Activity['status'], BadgeProps['variant']> = {
  PUBLISHED: 'success',
  DRAFT: 'outline',
  ARCHIVED: 'secondary',
};

type ActivityCardProps = {
  activity: Activity;
  /** Published posts can be archived, archived ones unarchived (decision 036); drafts stay the teacher's. */
  onArchiveAction: (activity: Activity, action: ArchiveAction) => void;
};

/** Spec 3 §2.2: title, status badge, age badges, description, a 3-column image grid, 'Created by {manager}', the date. */
export function ActivityCard({ activity, onArchiveAction }: ActivityCardProps) {
  const { t } = useTranslation('admin-activities');
  const action: ArchiveAction | null =
    activity.status === 'PUBLISHED' ? 'archive' : activity.status === 'ARCHIVED' ? 'unarchive' : null;

  return (
    <Card className="grid content-start gap-3 p-4">
      <article aria-label={activity.title} className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words text-zinc-900">
            {activity.title}
          </h3>
          <Badge variant={statusVariant[activity.status]}>{t(`status.${activity.status}`)}</Badge>
        </div>
        {activity.years.length > 0 ? <AgeBadges years={activity.years} className="gap-1" /> : null}
        <p className="text-sm whitespace-pre-line break-words text-zinc-700">{activity.description}</p>
        {activity.images.length > 0 ? (
          <ActivityImageGrid images={activity.images} title={activity.title} columnsClassName="grid-cols-3" />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-zinc-100 pt-3 text-xs text-zinc-500">
          <span>{t('card.createdBy', { name: activity.managerName })}</span>
          <time dateTime={activity.activityDate}>{formatActivityDate(activity.activityDate)}</time>
        </div>
        {action ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => onArchiveAction(activity, action)}
          >
            {action === 'archive' ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
            {action === 'archive' ? t('card.archive') : t('card.unarchive')}
          </Button>
        ) : null}
      </article>
    </Card>
  );
}
