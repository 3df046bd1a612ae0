import { type ActivityStatusFilter, activityStatusFilters } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CentreLoadFailure } from '@/components/centre-load-failure';
import { CentrePageHeader } from '@/components/centre-page-header';
import { DatePager } from '@/components/date-pager';
import { Refreshing } from '@/components/refreshing';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCentreActivities } from '@/features/admin-activities/api/get-centre-activities';
import { ActivityCalendar } from '@/features/admin-activities/components/activity-calendar';
import { ActivityList } from '@/features/admin-activities/components/activity-list';
import { ActivityMetrics } from '@/features/admin-activities/components/activity-metrics';
import { CentreTypeLabel } from '@/features/admin-activities/components/centre-type-label';
import { monthOfYear } from '@/features/admin-activities/lib/month-of-year';
import { usePageTitle } from '@/hooks/use-page-title';
import { currentLocale } from '@/i18n/i18n';
import { useDayParam } from '../check-ins/use-day-param';

const tabs = ['overall', 'activities'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** `status` in any case, default all (spec 3 §2.2). */
function readStatus(value: string | null): ActivityStatusFilter {
  const upper = value?.toUpperCase();
  return activityStatusFilters.find((status) => status === upper) ?? 'ALL';
}

/**
 * /app/admin/activities/{centerId}: the centre's month of activities (spec 3 §2.2). Query `date`
 * picks the day (its month), `tab` the tab (overall, activities), `status` the Activities sub-tab.
 */
export function CentreActivitiesPage() {
  const { t } = useTranslation('admin-activities');
  const { centerId = '' } = useParams();
  const { params, setParam, date, today, setDate } = useDayParam();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overall';
  const status = readStatus(params.get('status'));
  const view = useCentreActivities(centerId, date, status);
  const center = view.data?.center;
  usePageTitle(center?.name ?? t('centre.title'));

  const failed = view.isError && !view.data;

  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <CentrePageHeader
        centreName={center?.name}
        failedTitle={t('centre.title')}
        failed={failed}
        details={
          <>
            {center ? <CentreTypeLabel type={center.type} /> : null}
            <span>{t('centre.month', { month: monthOfYear(date, currentLocale()) })}</span>
          </>
        }
      >
        <DatePager value={date} max={today} onChange={setDate} />
      </CentrePageHeader>

      {failed ? (
        <CentreLoadFailure view={view} backHref={paths.admin.activities.path} />
      ) : (
        <Tabs value={tab} onValueChange={(next) => setParam('tab', next)} className="min-w-0">
          <TabsList aria-label={t('centre.tabsLabel')}>
            <TabsTrigger value="overall">{t('centre.tabs.overall')}</TabsTrigger>
            <TabsTrigger value="activities">{t('centre.tabs.activities')}</TabsTrigger>
          </TabsList>
          <Refreshing busy={view.isPlaceholderData}>
            <TabsContent value="overall" className="grid gap-4">
              {view.data ? <ActivityMetrics metrics={view.data.metrics} /> : <Skeleton className="h-24" />}
              <ActivityCalendar centerId={centerId} date={date} today={today} onSelectDay={setDate} />
            </TabsContent>
            <TabsContent value="activities">
              <ActivityList
                centerId={centerId}
                view={view.data}
                status={status}
                onStatusChange={(next) => setParam('status', next.toLowerCase())}
              />
            </TabsContent>
          </Refreshing>
        </Tabs>
      )}
    </section>
  );
}
