import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { CentreListHeader } from '@/components/centre-list-header';
import { filterByName } from '@/components/centre-search';
import { LoadFailurePanel } from '@/components/load-failure-panel';
import { TryAgainButton } from '@/components/try-again-button';
import { toastError } from '@/components/ui/use-toast';
import { useCentreActivitySummaries } from '@/features/admin-activities/api/get-centre-activity-summaries';
import { CentreActivitiesTable } from '@/features/admin-activities/components/centre-activities-table';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { useDayParam } from '../check-ins/use-day-param';

/** /app/admin/activities: each centre's activities of the chosen date's month (spec 3 §2.2). */
export function ActivitiesPage() {
  const { t } = useTranslation('admin-activities');
  usePageTitle(t('list.title'));
  const day = useDayParam();
  const { date, query } = day;
  const [search, setSearch] = useState('');
  const centres = useCentreActivitySummaries(date);

  useEffect(() => {
    if (centres.error) toastError(centres.error, t('list.loadError'));
  }, [centres.error, t]);

  const rows = filterByName(centres.data ?? [], search);
  const fetching = centres.isPending || centres.isPlaceholderData;

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <CentreListHeader
        heading={t('list.title')}
        fetching={fetching}
        count={rows.length}
        search={search}
        onSearch={setSearch}
        day={day}
      />

      {centres.isError && !centres.data ? (
        <LoadFailurePanel message={getErrorMessage(centres.error)}>
          <TryAgainButton onRetry={centres.refetch} />
        </LoadFailurePanel>
      ) : (
        <CentreActivitiesTable
          rows={rows}
          loading={centres.isPending}
          busy={centres.isPlaceholderData}
          centreHref={(id) => paths.admin.activitiesCentre.href(id, query)}
          empty={search ? t('list.noMatch', { search }) : t('list.empty')}
        />
      )}
    </section>
  );
}
