import { type AgeingBucketsSen, ageingBuckets, formatSen } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { InlineLoadError } from '@/components/inline-load-error';
import { ListTable, MessageRow } from '@/components/list-states';
import { Metric } from '@/components/metric';
import { Pager } from '@/components/pager';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import type { AgeingFilters } from '../api/get-ageing';
import { useAgeingSummary } from '../api/get-ageing-summary';

/** A bucket's, or a total's, amount cells: money on the right, nothing owed greyed. */
export function AgeingAmountCells({ buckets, totalSen }: { buckets: AgeingBucketsSen; totalSen: number }) {
  return (
    <>
      {ageingBuckets.map((bucket) => (
        <TableCell
          key={bucket}
          className={`text-right whitespace-nowrap tabular-nums ${buckets[bucket] === 0 ? 'text-zinc-500' : ''}`}
        >
          {formatSen(buckets[bucket])}
        </TableCell>
      ))}
      <TableCell className="text-right font-semibold whitespace-nowrap text-zinc-900 tabular-nums">
        {formatSen(totalSen)}
      </TableCell>
    </>
  );
}

/**
 * What the rows the filters match owe, summed: each bucket and the total over all, then by centre,
 * with the day they are aged at.
 */
export function AgeingSummary({ filters }: { filters: AgeingFilters }) {
  const { t } = useTranslation('billing');
  // The centres' page is the summary's own: a network has thousands of centres. New filters
  // start it again at the first.
  const filtersKey = JSON.stringify(filters);
  const [centresPage, setCentresPage] = useState({ filtersKey, page: 1 });
  const page = centresPage.filtersKey === filtersKey ? centresPage.page : 1;
  const summary = useAgeingSummary(filters, page);
  if (summary.isPending) return <Skeleton className="h-48 w-full" />;
  if (summary.isError) return <InlineLoadError error={summary.error} onRetry={() => summary.refetch()} />;
  const { totals, centres, asOf, centresPage: centresMeta } = summary.data;
  const columns = [
    t('ageing.columns.center'),
    ...ageingBuckets.map((bucket) => t(`ageing.buckets.${bucket}`)),
    t('ageing.columns.total'),
  ];
  return (
    <AdminSection
      id="billing-ageing-totals"
      title={t('ageing.summary.title')}
      description={t('ageing.summary.agedAt', { date: formatDate(asOf) })}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {ageingBuckets.map((bucket) => (
          <Metric
            key={bucket}
            label={t(`ageing.buckets.${bucket}`)}
            value={formatSen(totals.buckets[bucket])}
          />
        ))}
        <Metric label={t('ageing.summary.total')} value={formatSen(totals.totalSen)} />
      </dl>
      <Card className="p-4">
        <ListTable label={t('ageing.summary.centres')} busy={summary.isFetching} columns={columns}>
          {centres.length === 0 ? (
            <MessageRow columns={columns.length}>{t('ageing.empty')}</MessageRow>
          ) : (
            centres.map((row) => (
              <TableRow key={row.centre.id}>
                <TableCell className="min-w-40 font-medium text-zinc-900">{row.centre.name}</TableCell>
                <AgeingAmountCells buckets={row.buckets} totalSen={row.totalSen} />
              </TableRow>
            ))
          )}
        </ListTable>
        <Pager
          meta={centresMeta}
          onPage={(next) => setCentresPage({ filtersKey, page: next })}
          noun={(count) => t('ageing.summary.centreNoun', { count })}
          label={t('ageing.summary.centresPages')}
        />
      </Card>
    </AdminSection>
  );
}
