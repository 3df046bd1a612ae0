import type { Activity } from '@cic/contract';
import { ImageIcon, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgeBadges } from '@/components/age-badges';
import { Button } from '@/components/ui/button';
import { formatActivityDate } from '@/lib/time';
import { DeleteActivityButton } from './delete-activity-button';

type ActivityCardProps = {
  activity: Activity;
  viewHref: string;
  /** Given when the teacher may edit (spec 3 §6). */
  editHref: string | null;
};

/** One post in the teacher's lists: its first photo, title, date and ages; opens the detail. */
export function ActivityCard({ activity, viewHref, editHref }: ActivityCardProps) {
  const { t } = useTranslation('teacher');
  const cover = activity.images[0];
  return (
    <article className="flex gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs">
      <Link
        to={viewHref}
        className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-hidden="true"
        tabIndex={-1}
      >
        {cover ? (
          <img src={cover.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <ImageIcon className="m-auto mt-7 size-6 text-zinc-400" />
        )}
      </Link>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h2 className="min-w-0 font-semibold text-zinc-950">
          {/* A block at least 24 px tall: a target of its own beside the icon buttons (WCAG 2.5.8). */}
          <Link
            to={viewHref}
            className="block truncate py-0.5 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {activity.title}
          </Link>
        </h2>
        <p className="text-xs text-zinc-600">
          {formatActivityDate(activity.activityDate)} ·{' '}
          {t('activities.images', { count: activity.images.length })}
        </p>
        <AgeBadges years={activity.years} />
      </div>
      <div className="flex shrink-0 flex-col">
        {editHref ? (
          <Button
            asChild
            variant="ghost"
            size="icon"
            aria-label={t('activities.editNamed', { title: activity.title })}
          >
            <Link to={editHref}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <DeleteActivityButton activity={activity} compact />
      </div>
    </article>
  );
}
