import type { Activity } from '@cic/contract';
import { ChevronLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useActivity } from '@/features/activities/api/get-activity';
import { useStudentAges } from '@/features/activities/api/get-student-ages';
import type { SaveAs } from '@/features/activities/api/save-activity';
import { ActivityForm } from '@/features/activities/components/activity-form';
import { ActivityLoading } from '@/features/activities/components/activity-loading';
import { activityToForm, emptyActivityForm } from '@/features/activities/lib/activity-form-values';
import { usePageTitle } from '@/hooks/use-page-title';
import { todayInKualaLumpur } from '@/lib/time';

const T = paths.teacher;

/** After a save: drafts to the drafts list, published posts to the published list (spec 3 §2.1). */
const listAfter: Record<SaveAs, string> = { draft: T.activityDraft.path, publish: T.activityPublished.path };

function FormPage({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('teacher');
  usePageTitle(title);
  return (
    <section className="grid gap-4 p-4">
      <div className="flex items-center gap-2">
        <Link
          to={T.activityPublished.path}
          aria-label={t('activities.backToList')}
          className="flex size-10 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-xl font-semibold text-zinc-950">{title}</h1>
      </div>
      {children}
    </section>
  );
}

function Form({ activity }: { activity?: Activity }) {
  const navigate = useNavigate();
  const ages = useStudentAges();
  const initial = useMemo(
    () => (activity ? activityToForm(activity) : emptyActivityForm(todayInKualaLumpur())),
    [activity],
  );
  return (
    <ActivityForm
      initial={initial}
      editing={activity}
      studentAges={ages.data ?? []}
      agesLoading={ages.isPending}
      onSaved={(saveAs) => navigate(listAfter[saveAs])}
      cancelTo={activity ? T.activityView.href(activity.id) : T.activityPublished.path}
    />
  );
}

/** /app/teacher/activity/new */
export function NewActivityPage() {
  const { t } = useTranslation('teacher');
  return (
    <FormPage title={t('activities.new')}>
      <Form />
    </FormPage>
  );
}

/** /app/teacher/activity/edit/{activityId}: 'Activity not found' for a missing one (spec 3 §2.1). */
export function EditActivityPage() {
  const { activityId = '' } = useParams();
  const activity = useActivity(activityId);
  const { t } = useTranslation('teacher');
  return (
    <FormPage title={t('activities.editTitle')}>
      <ActivityLoading activity={activity} />
      {/* Keyed by the activity, so the form starts from it once it arrives and not from a refetch. */}
      {activity.data ? <Form key={activity.data.id} activity={activity.data} /> : null}
    </FormPage>
  );
}
