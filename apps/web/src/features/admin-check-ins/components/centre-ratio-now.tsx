import { Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineLoadError } from '@/components/inline-load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { sidebarCentresQuery, useCentreDays } from '../api/get-centre-days';
import { StaffRatio } from './staff-ratio';

type CentreRatioNowProps = {
  centre: { id: string; name: string };
  today: string;
  /** The centre's staff timesheet. */
  timesheetHref: string;
};

/**
 * The centre's staff against the staff needed now (issue 45), as today's centre list keeps it,
 * its row picked by id. The timesheet beside it.
 */
export function CentreRatioNow({ centre, today, timesheetHref }: CentreRatioNowProps) {
  const { t } = useTranslation('ratios');
  const id = useId();
  // The sidebar's list of today has it (no request of its own); past its 100 centres, searched by name.
  const listed = useCentreDays(sidebarCentresQuery(today));
  const inList = listed.data?.items.find((item) => item.id === centre.id);
  const named = useCentreDays(sidebarCentresQuery(today, centre.name), {
    enabled: listed.isSuccess && !inList,
  });
  const row = inList ?? named.data?.items.find((item) => item.id === centre.id);
  const centres = inList || !listed.isSuccess ? listed : named;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-zinc-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900">
            <Scale aria-hidden="true" className="size-4 text-brand-600" />
            {t('now.title')}
          </h2>
          <p className="text-sm text-zinc-600">{t('now.description')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={timesheetHref}>{t('now.timesheet')}</Link>
        </Button>
      </div>
      <div className="mt-2 text-lg" aria-busy={centres.isPending || undefined}>
        {row ? (
          <span className="flex flex-wrap items-baseline gap-x-3">
            <StaffRatio figures={row} />
            {row.outOfRatio ? null : <span className="text-sm text-emerald-700">{t('now.inRatio')}</span>}
          </span>
        ) : centres.isError ? (
          <InlineLoadError error={centres.error} onRetry={centres.refetch} />
        ) : centres.isPending ? (
          <>
            <span className="sr-only">{t('now.loading')}</span>
            <Skeleton className="h-7 w-24" />
          </>
        ) : null}
      </div>
    </section>
  );
}
