import { type CentreDayRow, centreListSortFields } from '@cic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { CentreListHeader } from '@/components/centre-list-header';
import { CheckFilter } from '@/components/list-filters';
import { LoadFailurePanel } from '@/components/load-failure-panel';
import { Pager } from '@/components/pager';
import { TableSkeleton } from '@/components/sortable-table';
import { TryAgainButton } from '@/components/try-again-button';
import { toastError } from '@/components/ui/use-toast';
import {
  adminCheckInsKey,
  centrePageSize,
  useCentreDays,
} from '@/features/admin-check-ins/api/get-centre-days';
import { CentreDaySummary } from '@/features/admin-check-ins/components/centre-day-summary';
import { CentreListTable } from '@/features/admin-check-ins/components/centre-list-table';
import { withParams } from '@/hooks/use-address-params';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { pagedListQuery } from '@/lib/paged-list-query';
import { readSortParams, writeSortParams } from '@/lib/sort-cycle';
import { useDayParam } from './use-day-param';

// The form (react-hook-form, zod) loads on first opening: the admin's first page draws without it (decision 055).
const ActivationDialog = lazy(() =>
  import('@/features/centre-activation/components/activation-dialog').then((m) => ({
    default: m.ActivationDialog,
  })),
);

/** /app/admin/checkins: every centre's attendance on one day (spec 2 §2.9). */
export function CheckinsPage() {
  const { t } = useTranslation(['admin', 'ratios']);
  usePageTitle(t('checkins.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const day = useDayParam();
  const { params, update, date, today, query } = day;
  // Staff against staff needed is live: today's list shows it and filters by it (issue 45).
  const live = date === today;
  const outOfRatio = live && params.get('outOfRatio') === 'true';
  const sort = readSortParams(params, centreListSortFields);
  // Search and page live in the address bar (a reload or a shared link shows the same page); the
  // box shows what is typed at once and the server is asked once typing pauses.
  const { search, page } = pagedListQuery(params, centrePageSize);
  const [typed, setTyped] = useState(search ?? '');
  const debounced = useDebouncedValue(typed.trim(), 300);
  const [activating, setActivating] = useState<CentreDayRow | null>(null);
  const centres = useCentreDays({
    date,
    search,
    sortField: sort?.field ?? 'registerStatus',
    sortDirection: sort?.direction ?? 'desc',
    outOfRatio: outOfRatio ? 'true' : undefined,
    page,
    limit: centrePageSize,
  });

  // Only a paused change of the typed text asks the server; the address changing (Back) does not.
  const latest = useRef({ search, update });
  latest.current = { search, update };
  useEffect(() => {
    const current = latest.current;
    if (debounced === (current.search ?? '')) return;
    current.update((live) => withParams(live, { search: debounced || undefined, page: undefined }), {
      replace: true,
    });
  }, [debounced]);

  useEffect(() => {
    if (centres.error) toastError(centres.error, t('checkins.loadError'));
  }, [centres.error, t]);

  const list = centres.data;
  const fetching = centres.isPending || centres.isPlaceholderData;
  const centreHref = (id: string) => paths.admin.checkinsCentre.href(id, query);

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <CentreListHeader
        heading={t('checkins.title')}
        fetching={fetching}
        count={list?.meta.total ?? 0}
        search={typed}
        onSearch={setTyped}
        day={day}
        filters={
          live ? (
            <CheckFilter
              label={t('ratios:staff.filter')}
              checked={outOfRatio}
              onChange={(checked) =>
                update(
                  (current) =>
                    withParams(current, { outOfRatio: checked ? 'true' : undefined, page: undefined }),
                  { replace: true },
                )
              }
            />
          ) : null
        }
      />

      {list ? <CentreDaySummary summary={list.summary} busy={centres.isPlaceholderData} /> : null}

      {centres.isPending ? (
        <TableSkeleton label={t('checkins.loading')} />
      ) : centres.isError && !centres.data ? (
        <LoadFailurePanel message={getErrorMessage(centres.error)}>
          <TryAgainButton onRetry={centres.refetch} />
        </LoadFailurePanel>
      ) : (
        <div>
          <CentreListTable
            rows={list?.items ?? []}
            sort={sort}
            onSortChange={(next) =>
              update((live) => withParams(writeSortParams(live, next), { page: undefined }), {
                replace: true,
              })
            }
            busy={centres.isPlaceholderData}
            centreHref={centreHref}
            onActivate={setActivating}
            showStaff={live}
            empty={
              search
                ? t('checkins.noMatch', { search })
                : outOfRatio
                  ? t('ratios:staff.noneOut')
                  : t('checkins.noCentres')
            }
          />
          {list ? (
            <Pager
              meta={list.meta}
              noun={(count) => t('checkins.noun', { count })}
              onPage={(next, how) =>
                update((live) => withParams(live, { page: next > 1 ? String(next) : undefined }), how)
              }
            />
          ) : null}
        </div>
      )}

      {activating ? (
        <Suspense fallback={null}>
          <ActivationDialog
            centre={activating}
            onClose={() => setActivating(null)}
            onActivated={(id) => {
              setActivating(null);
              void queryClient.invalidateQueries({ queryKey: adminCheckInsKey });
              navigate(centreHref(id));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
