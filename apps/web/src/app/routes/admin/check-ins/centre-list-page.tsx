import { type CentreDayRow, centreListSortFields } from '@cic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { CentreListHeader } from '@/components/centre-list-header';
import { filterByName } from '@/components/centre-search';
import { TableSkeleton } from '@/components/sortable-table';
import { TryAgainButton } from '@/components/try-again-button';
import { toastError } from '@/components/ui/use-toast';
import { adminCheckInsKey, useCentreDays } from '@/features/admin-check-ins/api/get-centre-days';
import { CentreListTable } from '@/features/admin-check-ins/components/centre-list-table';
import { ActivationDialog } from '@/features/centre-activation/components/activation-dialog';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { readSortParams, writeSortParams } from '@/lib/sort-cycle';
import { useDayParam } from './use-day-param';

/** /app/admin/checkins: every centre's attendance on one day (spec 2 §2.9). */
export function CheckinsPage() {
  usePageTitle('Checkins');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { params, setParams, date, today, setDate, query } = useDayParam();
  const sort = readSortParams(params, centreListSortFields);
  const [search, setSearch] = useState('');
  const [activating, setActivating] = useState<CentreDayRow | null>(null);
  const centres = useCentreDays({
    date,
    sortField: sort?.field ?? 'registerStatus',
    sortDirection: sort?.direction ?? 'desc',
  });

  useEffect(() => {
    if (centres.error) toastError(centres.error, 'Error loading centers');
  }, [centres.error]);

  const rows = filterByName(centres.data ?? [], search);
  const fetching = centres.isPending || centres.isPlaceholderData;
  const centreHref = (id: string) => paths.admin.checkinsCentre.href(id, query);

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <CentreListHeader
        heading="Checkins"
        fetching={fetching}
        count={rows.length}
        search={search}
        onSearch={setSearch}
        date={date}
        today={today}
        onDate={setDate}
      />

      {centres.isPending ? (
        <TableSkeleton label="Loading centers" />
      ) : centres.isError && !centres.data ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border border-zinc-200 bg-white p-8 text-sm"
        >
          <p className="text-zinc-700">{getErrorMessage(centres.error)}</p>
          <TryAgainButton onRetry={centres.refetch} />
        </div>
      ) : (
        <CentreListTable
          rows={rows}
          sort={sort}
          onSortChange={(next) => setParams(writeSortParams(params, next), { replace: true })}
          busy={centres.isPlaceholderData}
          centreHref={centreHref}
          onActivate={setActivating}
          empty={search ? `No centers match "${search}"` : 'No centers found'}
        />
      )}

      {activating ? (
        <ActivationDialog
          centre={activating}
          onClose={() => setActivating(null)}
          onActivated={(id) => {
            setActivating(null);
            void queryClient.invalidateQueries({ queryKey: adminCheckInsKey });
            navigate(centreHref(id));
          }}
        />
      ) : null}
    </section>
  );
}
