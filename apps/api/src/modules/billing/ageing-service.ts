import {
  type AgeingBucketsSen,
  type AgeingRow,
  type AgeingSummary,
  encodeAgeingPosition,
  type AgeingFilterRequest as FilterQuery,
  kualaLumpurDay,
  type AgeingListRequest as ListQuery,
  type PageMeta,
  type AgeingSummaryRequest as SummaryQuery,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import {
  type AgeingExportPosition,
  type AgeingFilter,
  type AgeingRecord,
  createAgeingRepository,
} from './ageing-repository';

/** A row's (or a centre's) sums by bucket, as the repository names them. */
type BucketSums = Pick<AgeingRecord, 'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90'>;
const bucketsOf = (sums: BucketSums): AgeingBucketsSen => ({
  CURRENT: sums.current,
  DAYS_1_30: sums.days1To30,
  DAYS_31_60: sums.days31To60,
  DAYS_61_90: sums.days61To90,
  OVER_90: sums.over90,
});

/**
 * The ageing of what families owe (issue 41): each family's (or lone child's) balances at a
 * centre by days past their due dates, as at a Kuala Lumpur day, today unless chosen.
 */
export function createAgeingService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createAgeingRepository(ctx.db);

  const filterOf = (query: FilterQuery): AgeingFilter => ({
    centreId: query.centerId,
    search: query.search || undefined,
    bucket: query.bucket,
    asOf: query.asOf ?? kualaLumpurDay(ctx.clock()),
  });

  /** The records as rows, each with the children named on its owed invoices. */
  async function toRows(records: readonly AgeingRecord[]): Promise<AgeingRow[]> {
    const names = new Map<string, string[]>();
    for (const { centreId, ownerId, name } of await repository.childNamesOf(records)) {
      const key = `${centreId}:${ownerId}`;
      names.set(key, [...(names.get(key) ?? []), name]);
    }
    return records.map((record) => ({
      familyId: record.familyId,
      familyNamedAfter: record.familyNamedAfter,
      childNames: names.get(`${record.centreId}:${record.ownerId}`) ?? [],
      centre: { id: record.centreId, name: record.centreName },
      buckets: bucketsOf(record),
      totalSen: record.totalSen,
      oldestDueDate: record.oldestDueDate,
      invoices: record.invoices,
      position: encodeAgeingPosition({
        owedSen: record.totalSen,
        centreName: record.centreName,
        sortName: record.sortName,
        ownerId: record.ownerId,
        centreId: record.centreId,
      }),
    }));
  }

  return {
    /** The day a query ages at: the one chosen, or today in Kuala Lumpur. */
    asOf: (query: FilterQuery) => filterOf(query).asOf,

    async list(query: ListQuery): Promise<{ rows: AgeingRow[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(filterOf(query), query);
      return { rows: await toRows(rows), meta: { page: query.page, limit: query.limit, total } };
    },

    /** The matching rows' sums over all of them, and a page of the centres' (in sen, exactly). */
    async summary(query: SummaryQuery): Promise<AgeingSummary> {
      const filter = filterOf(query);
      const { all, total, centres } = await repository.centreTotals(filter, query);
      return {
        asOf: filter.asOf,
        totals: { buckets: bucketsOf(all), totalSen: all.totalSen },
        centres: centres.map((row) => ({
          centre: row.centre,
          buckets: bucketsOf(row),
          totalSen: row.totalSen,
        })),
        centresPage: { page: query.page, limit: query.limit, total },
      };
    },

    /** Every matching row in batches of `size`, read by key (by centre and family name). */
    async *exportBatches(query: FilterQuery, size: number) {
      const filter = filterOf(query);
      let after: AgeingExportPosition | null = null;
      for (;;) {
        const records = await repository.exportRows(filter, after, size);
        yield await toRows(records);
        const last = records.at(-1);
        if (!last || records.length < size) return;
        after = {
          centreName: last.centreName,
          centreId: last.centreId,
          sortName: last.sortName,
          ownerId: last.ownerId,
        };
      }
    },
  };
}
