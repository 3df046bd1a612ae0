import type { ParentActivity } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ActivityImageGrid } from '@/components/activity-image-grid';
import { AgeBadges } from '@/components/age-badges';
import { Card } from '@/components/ui/card';
import { formatActivityDate } from '@/lib/time';

/** One post of the feed: centre and date, title, ages, description, photos with captions. */
export function ActivityPost({ activity }: { activity: ParentActivity }) {
  const { t } = useTranslation('parent');
  return (
    <Card className="p-4">
      <article aria-label={activity.title} className="grid gap-3">
        <header className="grid gap-1">
          <p className="text-xs text-zinc-500">
            {activity.center.name} ·{' '}
            <time dateTime={activity.activityDate}>{formatActivityDate(activity.activityDate)}</time>
          </p>
          <h2 className="text-lg leading-snug font-semibold break-words text-zinc-900">{activity.title}</h2>
          {activity.years.length > 0 ? <AgeBadges years={activity.years} className="gap-1" /> : null}
        </header>
        <p className="text-sm whitespace-pre-line break-words text-zinc-700">{activity.description}</p>
        {activity.images.length > 0 ? (
          <ActivityImageGrid images={activity.images} title={activity.title} />
        ) : null}
        <p className="text-xs text-zinc-500">{t('activityPost.postedBy', { name: activity.managerName })}</p>
      </article>
    </Card>
  );
}
