import { ChevronLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useActivity } from '@/features/activities/api/get-activity';
import { ActivityDetail } from '@/features/activities/components/activity-detail';
import { ActivityLoading } from '@/features/activities/components/activity-loading';
import { DeleteActivityButton } from '@/features/activities/components/delete-activity-button';
import { usePageTitle } from '@/hooks/use-page-title';
import { useIsManager } from './use-is-manager';

const T = paths.teacher;

/** /app/teacher/activity/view/{activityId}: the read-only post with Back, Edit and Delete (spec 3 §2.1). */
export function ViewActivityPage() {
  const { t } = useTranslation('teacher');
  const { activityId = '' } = useParams();
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const isManager = useIsManager();
  usePageTitle(activity.data?.title ?? t('activities.activity'));
  // An archived post is the admin's to restore; the server refuses a teacher's change (decision 036).
  const editable = isManager && activity.data !== undefined && activity.data.status !== 'ARCHIVED';

  return (
    <section className="grid gap-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" className="-ml-2">
          <Link to={T.activityPublished.path}>
            <ChevronLeft aria-hidden="true" />
            {t('activities.back')}
          </Link>
        </Button>
        {activity.data ? (
          <div className="flex gap-2">
            {editable ? (
              <Button asChild variant="outline">
                <Link to={T.activityEdit.href(activity.data.id)}>
                  <Pencil aria-hidden="true" />
                  {t('activities.edit')}
                </Link>
              </Button>
            ) : null}
            <DeleteActivityButton
              activity={activity.data}
              onDeleted={() => navigate(T.activityPublished.path, { replace: true })}
            />
          </div>
        ) : null}
      </div>
      <ActivityLoading activity={activity} />
      {activity.data ? <ActivityDetail activity={activity.data} /> : null}
    </section>
  );
}
