import type { Activity } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { AgeBadges } from '@/components/age-badges';
import { formatActivityDate } from '@/lib/time';
import { ActivityStatusBadge } from './activity-badges';
import { ActivityImages } from './activity-images';

/** The read-only activity (spec 3 §2.1): status, ages, title, date, description and the photos. */
export function ActivityDetail({ activity }: { activity: Activity }) {
  const { t } = useTranslation('teacher');
  return (
    <article className="grid gap-5">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ActivityStatusBadge status={activity.status} />
          <AgeBadges years={activity.years} />
        </div>
        <h1 className="text-xl font-semibold break-words text-zinc-950">{activity.title}</h1>
        <p className="text-sm text-zinc-600">
          {t('activities.byline', {
            date: formatActivityDate(activity.activityDate),
            name: activity.manager.name,
          })}
        </p>
      </header>
      <p className="text-sm whitespace-pre-line break-words text-zinc-800">{activity.description}</p>
      <ActivityImages title={activity.title} images={activity.images} />
    </article>
  );
}
