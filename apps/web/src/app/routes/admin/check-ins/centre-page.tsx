import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasModule } from '@/app/has-module';
import { paths } from '@/app/paths';
import { CentreLoadFailure, isCentreMissing } from '@/components/centre-load-failure';
import { CentrePageHeader } from '@/components/centre-page-header';
import { DatePager } from '@/components/date-pager';
import { Refreshing } from '@/components/refreshing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { centreCalendarQueryOptions } from '@/features/admin-check-ins/api/get-centre-calendar';
import { adminCheckInsKey } from '@/features/admin-check-ins/api/get-centre-days';
import { useCentreView } from '@/features/admin-check-ins/api/get-centre-view';
import { CareTypeSetting } from '@/features/admin-check-ins/components/care-type-setting';
import { CentreCalendar } from '@/features/admin-check-ins/components/centre-calendar';
import { CentreMetricsPanel } from '@/features/admin-check-ins/components/centre-metrics-panel';
import { CentreRatioNow } from '@/features/admin-check-ins/components/centre-ratio-now';
import { CentreStatusIcon } from '@/features/admin-check-ins/components/centre-status-icon';
import { CentreTypeBadge } from '@/features/admin-check-ins/components/centre-type-badge';
import { ClosingTimeSetting } from '@/features/admin-check-ins/components/closing-time-setting';
import { IdleTimeSetting } from '@/features/admin-check-ins/components/idle-time-setting';
import { RatioHistory } from '@/features/admin-check-ins/components/ratio-history';
import { StudentsTable } from '@/features/admin-check-ins/components/students-table';
import { TeachersTable } from '@/features/admin-check-ins/components/teachers-table';
import { ActivationDialog } from '@/features/centre-activation/components/activation-dialog';
import { NotesPanel } from '@/features/centre-notes/components/notes-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { currentLocale } from '@/i18n/i18n';
import { useStaffMe } from '@/lib/session';
import { formatDate, kualaLumpurTimeZone, toInstant } from '@/lib/time';
import { useDayParam } from './use-day-param';

const tabs = ['overall', 'teachers', 'students', 'notes'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** The day's weekday name in the page's language, e.g. 'Tuesday' or 'Selasa'. */
function weekdayOf(day: string): string {
  const instant = toInstant(day);
  if (!instant) return '';
  return new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: kualaLumpurTimeZone }).format(
    instant,
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{t('centre.loading')}</span>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    </div>
  );
}

/**
 * /app/admin/checkins/{centerId}: the centre's day (spec 2 §2.10–§2.15). Query `date` picks the
 * day, `tab` the tab (overall, teachers, students, notes).
 */
export function CentreCheckinsPage() {
  const { t } = useTranslation('admin');
  const { centerId = '' } = useParams();
  const queryClient = useQueryClient();
  const { params, setParam, date, today, setDate } = useDayParam();
  const me = useStaffMe();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overall';
  const view = useCentreView(centerId, date);
  const [activating, setActivating] = useState(false);
  const center = view.data?.center;
  usePageTitle(center?.name ?? t('centre.title'));

  const setTab = (next: string) => setParam('tab', next);

  const failed = view.isError && !view.data;
  const notFound = isCentreMissing(view.error);

  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <CentrePageHeader
        centreName={center?.name}
        mark={
          center ? <CentreStatusIcon registered={center.registerStatus} className="[&_svg]:size-5" /> : null
        }
        failedTitle={t('centre.title')}
        failed={failed}
        details={
          <>
            {center ? <CentreTypeBadge type={center.type} /> : null}
            <span>{t('centre.dailyDashboard', { weekday: weekdayOf(date), date: formatDate(date) })}</span>
          </>
        }
      >
        <DatePager value={date} max={today} onChange={setDate} />
      </CentrePageHeader>

      {failed ? <CentreLoadFailure view={view} backHref={paths.admin.checkins.path} /> : null}

      {center && !center.registerStatus ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('centre.notActivated')}
          </p>
          <Button size="sm" onClick={() => setActivating(true)}>
            {t('centre.activate')}
          </Button>
        </div>
      ) : null}

      {failed && notFound ? null : (
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <div className="-mx-1 overflow-x-auto px-1">
            <TabsList aria-label={t('centre.tabs.label')}>
              <TabsTrigger value="overall">{t('centre.tabs.overall')}</TabsTrigger>
              <TabsTrigger value="teachers">{t('centre.tabs.teachers')}</TabsTrigger>
              <TabsTrigger value="students">{t('centre.tabs.students')}</TabsTrigger>
              <TabsTrigger value="notes">{t('centre.tabs.notes')}</TabsTrigger>
            </TabsList>
          </div>
          <Refreshing busy={view.isPlaceholderData}>
            <TabsContent value="overall" className="grid gap-4">
              {view.data ? <CentreMetricsPanel view={view.data} /> : failed ? null : <DetailSkeleton />}
              {center ? (
                <CentreRatioNow
                  centre={center}
                  today={today}
                  timesheetHref={paths.admin.checkinsCentreTimesheet.href(centerId)}
                />
              ) : null}
              {center ? <ClosingTimeSetting centerId={centerId} closingTime={center.closingTime} /> : null}
              {center ? <CareTypeSetting centerId={centerId} careType={center.careType} /> : null}
              {center ? <IdleTimeSetting centerId={centerId} idleMinutes={center.idleMinutes} /> : null}
              <CentreCalendar centerId={centerId} date={date} today={today} onSelectDay={setDate} />
              <RatioHistory key={centerId} centerId={centerId} today={today} />
            </TabsContent>
            <TabsContent value="teachers">
              {view.data ? (
                <TeachersTable centerId={centerId} managers={view.data.managers} />
              ) : failed ? null : (
                <DetailSkeleton />
              )}
            </TabsContent>
            <TabsContent value="students">
              {view.data ? (
                <StudentsTable
                  students={view.data.students}
                  careDate={me.data && hasModule(me.data, 'CARE') ? date : undefined}
                />
              ) : failed ? null : (
                <DetailSkeleton />
              )}
            </TabsContent>
          </Refreshing>
          <TabsContent value="notes">
            <NotesPanel
              centerId={centerId}
              date={date}
              onChanged={() =>
                void queryClient.invalidateQueries({
                  queryKey: centreCalendarQueryOptions(centerId, date).queryKey,
                })
              }
            />
          </TabsContent>
        </Tabs>
      )}

      {activating && center ? (
        <ActivationDialog
          centre={center}
          onClose={() => setActivating(false)}
          onActivated={() => {
            setActivating(false);
            void queryClient.invalidateQueries({ queryKey: adminCheckInsKey });
          }}
        />
      ) : null}
    </section>
  );
}
