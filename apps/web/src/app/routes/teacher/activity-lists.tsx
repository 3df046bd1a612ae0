import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useActivities } from '@/features/activities/api/get-activities';
import { ActivityList } from '@/features/activities/components/activity-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/cn';
import { useIsManager } from './use-is-manager';

const T = paths.teacher;
const viewHref = (activityId: string) => T.activityView.href(activityId);
const editHref = (activityId: string) => T.activityEdit.href(activityId);

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 flex-1 items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors',
    isActive ? 'bg-white text-zinc-950 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
  );

/** 'Student Activities' with 'Post Activity' and the Published and Drafts tabs (spec 3 §2.1). */
function ActivitiesHeader() {
  const { t } = useTranslation('teacher');
  const drafts = useActivities('drafts');
  const draftCount = drafts.data?.length;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-zinc-950">{t('activities.title')}</h1>
        <Button asChild>
          <Link to={T.activityNew.path}>
            <Plus aria-hidden="true" />
            {t('activities.post')}
          </Link>
        </Button>
      </div>
      <nav aria-label={t('activities.lists')} className="flex gap-1 rounded-lg bg-zinc-200/70 p-1">
        <NavLink to={T.activityPublished.path} className={tabClass}>
          {t('activities.published')}
        </NavLink>
        <NavLink to={T.activityDraft.path} className={tabClass}>
          {t('activities.drafts')}
          {draftCount !== undefined ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white tabular-nums">
              {draftCount}
            </span>
          ) : null}
        </NavLink>
      </nav>
    </div>
  );
}

/** /app/teacher/activity/published */
export function PublishedActivitiesPage() {
  const { t } = useTranslation('teacher');
  usePageTitle(t('activities.title'));
  const isManager = useIsManager();
  return (
    <section className="grid gap-4 p-4">
      <ActivitiesHeader />
      <ActivityList
        list="published"
        emptyText={t('activities.noPublished')}
        viewHref={viewHref}
        editHref={isManager ? editHref : null}
      />
    </section>
  );
}

/** /app/teacher/activity/draft */
export function DraftActivitiesPage() {
  const { t } = useTranslation('teacher');
  usePageTitle(t('activities.draftsTitle'));
  const isManager = useIsManager();
  return (
    <section className="grid gap-4 p-4">
      <ActivitiesHeader />
      <ActivityList
        list="drafts"
        emptyText={t('activities.noDrafts')}
        viewHref={viewHref}
        editHref={isManager ? editHref : null}
      />
    </section>
  );
}
