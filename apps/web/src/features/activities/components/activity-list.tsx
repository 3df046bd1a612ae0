import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { type ActivityList as ListName, useActivities } from '../api/get-activities';
import { ActivityCard } from './activity-card';

type ActivityListProps = {
  list: ListName;
  emptyText: string;
  viewHref: (activityId: string) => string;
  editHref: ((activityId: string) => string) | null;
};

const skeletonKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** The published posts or the drafts of the teacher's centre, newest activity date first. */
export function ActivityList({ list, emptyText, viewHref, editHref }: ActivityListProps) {
  const { t } = useTranslation('teacher');
  const activities = useActivities(list);
  if (activities.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('activities.loadingList')}>
        {skeletonKeys.map((key) => (
          <Skeleton key={key} className="h-26 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (activities.isError) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-600">
        {getErrorMessage(activities.error)}
      </p>
    );
  }
  if (activities.data.length === 0) {
    return <p className="py-10 text-center text-sm text-zinc-500">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-3">
      {activities.data.map((activity) => (
        <li key={activity.id}>
          <ActivityCard
            activity={activity}
            viewHref={viewHref(activity.id)}
            editHref={editHref ? editHref(activity.id) : null}
          />
        </li>
      ))}
    </ul>
  );
}
