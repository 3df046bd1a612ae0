import { type AgeingBucket, type AgeingPosition, searchesNoFamily } from '@cic/contract';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centreNamed } from '../../db/named-records';
import type { PageRequest } from '../../db/read-page';
import type { Rows } from '../../db/rows';
import {
  owedAccounts as accounts,
  centres,
  invoices,
  invoiceLines as lines,
  owedByDueDate,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';
import { shownFamilyNameContains } from '../../db/shown-family-name';

export type AgeingFilter = {
  centreId?: string;
  search?: string;
  bucket?: AgeingBucket;
  /** The Kuala Lumpur day balances are aged at. */
  asOf: string;
};

/** Where the export's last batch ended: the export's order is by these (see `exportRows`). */
export type AgeingExportPosition = {
  centreName: string;
  centreId: string;
  sortName: string;
  ownerId: string;
};

/** Owed and not settled: issued or part-paid (the invoices list's outstanding). */
const owedStatuses = ['ISSUED', 'PARTLY_PAID'] as const;

/**
 * Days past the due date each bucket holds, from and to (null: no end). The edges are
 * `ageingBucket`'s exactly: due on the day is current, 1–30, 31–60, 61–90, then over 90.
 */
const bucketDays: Record<AgeingBucket, [number | null, number | null]> = {
  CURRENT: [null, 0],
  DAYS_1_30: [1, 30],
  DAYS_31_60: [31, 60],
  DAYS_61_90: [61, 90],
  OVER_90: [91, null],
};

/** What rows owe in each bucket and in all, in sen. */
type CentreSums = Record<
  'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90' | 'totalSen',
  number
>;
const noSums: CentreSums = { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, totalSen: 0 };

/**
 * Whether `dueDate`, seen on `asOf`, falls in the bucket: a range of due dates, so an index on
 * the date answers it.
 */
function inBucket(bucket: AgeingBucket, asOf: string, dueDate: SQL): SQL {
  const [from, to] = bucketDays[bucket];
  const daysBefore = (days: number) => sql`${asOf}::date - ${days}::int`;
  if (from === null) return sql`${dueDate} >= ${daysBefore(to ?? 0)}`;
  if (to === null) return sql`${dueDate} <= ${daysBefore(from)}`;
  return sql`${dueDate} between ${daysBefore(to)} and ${daysBefore(from)}`;
}

/** An account's balance in the bucket: what it owes by due date, summed for those in it. */
const bucketSum = (bucket: AgeingBucket, asOf: string) =>
  sql<number>`(select coalesce(sum(owed.balance), 0) from unnest(${accounts.dueDates}, ${accounts.balancesSen})
    as owed(due_date, balance) where ${inBucket(bucket, asOf, sql`owed.due_date`)})`.mapWith(Number);

/**
 * Accounts owing something in the bucket. The oldest and newest due dates (in the page's index)
 * answer for the open-ended buckets and rule out most accounts for the others, which then look
 * through the account's few due dates.
 */
function owesIn(bucket: AgeingBucket, asOf: string): SQL {
  const oldest = sql`${accounts.oldestDueDate}`;
  const newest = sql`${accounts.newestDueDate}`;
  if (bucket === 'OVER_90') return inBucket(bucket, asOf, oldest);
  if (bucket === 'CURRENT') return inBucket(bucket, asOf, newest);
  const [from, to] = bucketDays[bucket];
  return sql`${oldest} <= ${asOf}::date - ${from}::int and ${newest} >= ${asOf}::date - ${to}::int
    and exists (select from unnest(${accounts.dueDates}) as owed(due_date) where ${inBucket(bucket, asOf, sql`owed.due_date`)})`;
}

/**
 * Accounts whose family or child contains `search`, as the invoices list finds them (decisions
 * 074, 094): the family's name as shown in either language, 'No family', or the kept lower-case
 * child names of its invoices. Each is a LIKE on a trigram index (decision 101).
 */
function searchMatches(search: string) {
  return or(
    shownFamilyNameContains(search, accounts.familyNamedAfter),
    searchesNoFamily(search) ? isNull(accounts.familyId) : undefined,
    sql`${accounts.searchNames} like lower(${containsPattern(search)})`,
  );
}

const matching = (filter: AgeingFilter) =>
  and(
    filter.centreId ? eq(accounts.centreId, filter.centreId) : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
    filter.bucket ? owesIn(filter.bucket, filter.asOf) : undefined,
  );

/** The columns of a row's place in the page's order (decision 104), in an account or the search's matches. */
type PlaceColumns = {
  owedSen: SQLWrapper;
  centreName: SQLWrapper;
  sortName: SQLWrapper;
  ownerId: SQLWrapper;
  centreId: SQLWrapper;
};

/**
 * The page's order: the most owed first (the amount negated, as the page's index holds it, so
 * every part ascends), then by centre and family name, the ids making it unique.
 */
const placeOf = (row: PlaceColumns) => [
  sql`(-${row.owedSen})`,
  row.centreName,
  row.sortName,
  row.ownerId,
  row.centreId,
];
const pageOrder = (row: PlaceColumns) => placeOf(row).map((part) => asc(part));

/** Rows after a place (before it: `reading` 'before'), compared as the page's index orders them. */
function beyond(row: PlaceColumns, place: AgeingPosition, reading: 'after' | 'before'): SQL {
  const parts = sql.join(placeOf(row), sql`, `);
  const at = sql`${-place.owedSen}::bigint, ${place.centreName}, ${place.sortName}, ${place.ownerId}::uuid, ${place.centreId}::uuid`;
  return reading === 'after' ? sql`(${parts}) > (${at})` : sql`(${parts}) < (${at})`;
}

/** Which page: after or before a row's place, or else the page number's rows counted from the first. */
export type AgeingPageRequest = PageRequest & { after?: AgeingPosition; before?: AgeingPosition };

/**
 * Where a page starts and how it is read: after or before a place, the rows beyond it in the
 * order's direction (one range of the page's index); else the page number's rows counted from
 * the first.
 */
function pageWindow(row: PlaceColumns, request: AgeingPageRequest) {
  const reading = request.before ? 'before' : 'after';
  const place = request.before ?? request.after;
  const direction = reading === 'before' ? desc : asc;
  return {
    beyond: place ? beyond(row, place, reading) : undefined,
    order: placeOf(row).map((part) => direction(part)),
    offset: place ? 0 : (request.page - 1) * request.limit,
  };
}

/**
 * What families owe by how late it is (issue 41, decision 101): read from the accounts the
 * invoices' triggers keep, so a page reads its rows off an index whatever the number of invoices.
 */
export function createAgeingRepository(db: Db) {
  /** An account with its buckets as at the filter's day. */
  const rowColumns = (asOf: string) => ({
    centreId: accounts.centreId,
    centreName: accounts.centreName,
    familyId: accounts.familyId,
    familyNamedAfter: accounts.familyNamedAfter,
    ownerId: accounts.ownerId,
    sortName: accounts.sortName,
    current: bucketSum('CURRENT', asOf),
    days1To30: bucketSum('DAYS_1_30', asOf),
    days31To60: bucketSum('DAYS_31_60', asOf),
    days61To90: bucketSum('DAYS_61_90', asOf),
    over90: bucketSum('OVER_90', asOf),
    totalSen: accounts.owedSen,
    oldestDueDate: sql<string>`${accounts.oldestDueDate}::text`,
    invoices: accounts.invoices,
  });

  /** Rows for keys a page read, in the page's order. */
  function rowsOf(keys: readonly { centreId: string; ownerId: string }[], asOf: string) {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .select(rowColumns(asOf))
      .from(accounts)
      .where(
        and(
          inArray(accounts.centreId, [...new Set(keys.map((key) => key.centreId))]),
          inArray(
            accounts.ownerId,
            keys.map((key) => key.ownerId),
          ),
        ),
      )
      .orderBy(...pageOrder(accounts));
  }

  /**
   * The keys of a page of the accounts `where` matches: after or before a place, a range of the
   * page's index; else the page number's rows counted from the first.
   */
  function pageKeys(where: SQL | undefined, request: AgeingPageRequest) {
    const window = pageWindow(accounts, request);
    return db
      .select({ centreId: accounts.centreId, ownerId: accounts.ownerId })
      .from(accounts)
      .where(and(where, window.beyond))
      .orderBy(...window.order)
      .limit(request.limit)
      .offset(window.offset);
  }

  /**
   * The same for a search, with its count: its matches are found once (the trigram indexes), then
   * counted and ordered. Read down the page's index instead, as the planner would, a name matching
   * few rows far down the list had every row above it read first (decision 104).
   */
  async function searchPage(where: SQL | undefined, request: AgeingPageRequest) {
    const matches = db
      .select({
        owedSen: accounts.owedSen,
        centreName: accounts.centreName,
        sortName: accounts.sortName,
        ownerId: accounts.ownerId,
        centreId: accounts.centreId,
      })
      .from(accounts)
      .where(where);
    const match = {
      owedSen: sql`owed_sen`,
      centreName: sql`centre_name`,
      sortName: sql`sort_name`,
      ownerId: sql`owner_id`,
      centreId: sql`centre_id`,
    };
    const window = pageWindow(match, request);
    const result = await db.execute(sql`with matches as materialized (${matches})
      select (select count(*) from matches)::int as total,
        (select coalesce(json_agg(json_build_object('centreId', centre_id, 'ownerId', owner_id)), '[]')
         from (select centre_id, owner_id from matches
               ${window.beyond ? sql`where ${window.beyond}` : sql``}
               order by ${sql.join(window.order, sql`, `)} limit ${request.limit}
               offset ${window.offset}) page) as keys`);
    const [row] = (
      result as unknown as Rows<{ total: number; keys: { centreId: string; ownerId: string }[] }>
    ).rows;
    return { keys: row?.keys ?? [], total: row?.total ?? 0 };
  }

  /** A centre's sums in each bucket and in all: `balance` owed on `dueDate`, as at the filter's day. */
  const centreSums = (filter: AgeingFilter, balance: SQL, dueDate: SQL) => {
    const total = (amount: SQL) =>
      sql<number>`coalesce(sum(${balance}) filter (where ${amount}), 0)`.mapWith(Number);
    const dueIn = (bucket: AgeingBucket) => total(inBucket(bucket, filter.asOf, dueDate));
    return {
      current: dueIn('CURRENT'),
      days1To30: dueIn('DAYS_1_30'),
      days31To60: dueIn('DAYS_31_60'),
      days61To90: dueIn('DAYS_61_90'),
      over90: dueIn('OVER_90'),
      totalSen: total(sql`true`),
    };
  };

  /**
   * The sums over all, the count of centres owed something and a page of them by name, each summed
   * alone, read side by side: summing only the page's centres, not all 10,000 grouped.
   */
  async function centrePage(
    request: PageRequest,
    read: {
      all: PromiseLike<CentreSums[]>;
      total: PromiseLike<{ total: number }[]>;
      centres: (offset: number) => PromiseLike<{ id: string; name: string }[]>;
      sumsOf: (centreIds: string[]) => PromiseLike<(CentreSums & { centreId: string })[]>;
    },
  ) {
    const [[all], [counted], pageCentres] = await Promise.all([
      read.all,
      read.total,
      read.centres((request.page - 1) * request.limit),
    ]);
    const sums = pageCentres.length === 0 ? [] : await read.sumsOf(pageCentres.map((centre) => centre.id));
    const byCentre = new Map(sums.map(({ centreId, ...sum }) => [centreId, sum]));
    return {
      all: all ?? noSums,
      total: counted?.total ?? 0,
      centres: pageCentres.map((centre) => ({ centre, ...(byCentre.get(centre.id) ?? noSums) })),
    };
  }

  /** Every centre's sums, from what each is owed by due date (no account is read). */
  function everyCentreTotals(filter: AgeingFilter, request: PageRequest) {
    const ofCentre = filter.centreId ? eq(owedByDueDate.centreId, filter.centreId) : undefined;
    const sums = centreSums(filter, sql`${owedByDueDate.owedSen}`, sql`${owedByDueDate.dueDate}`);
    const owed = db.select().from(owedByDueDate).where(eq(owedByDueDate.centreId, centres.id));
    return centrePage(request, {
      all: db.select(sums).from(owedByDueDate).where(ofCentre),
      total: db
        .select({ total: countDistinct(owedByDueDate.centreId) })
        .from(owedByDueDate)
        .where(ofCentre),
      centres: (offset) =>
        db
          .select(centreNamed)
          .from(centres)
          .where(and(exists(owed), filter.centreId ? eq(centres.id, filter.centreId) : undefined))
          .orderBy(asc(centres.name), asc(centres.id))
          .limit(request.limit)
          .offset(offset),
      sumsOf: (centreIds) =>
        db
          .select({ centreId: owedByDueDate.centreId, ...sums })
          .from(owedByDueDate)
          .where(inArray(owedByDueDate.centreId, centreIds))
          .groupBy(owedByDueDate.centreId),
    });
  }

  /** The matching accounts' sums, each account's balances unnested once. */
  function matchingCentreTotals(filter: AgeingFilter, request: PageRequest) {
    const where = matching(filter);
    const sums = centreSums(filter, sql`owed.balance`, sql`owed.due_date`);
    const balances = sql`unnest(${accounts.dueDates}, ${accounts.balancesSen}) as owed(due_date, balance)`;
    return centrePage(request, {
      all: db.select(sums).from(accounts).crossJoinLateral(balances).where(where),
      total: db
        .select({ total: countDistinct(accounts.centreId) })
        .from(accounts)
        .where(where),
      centres: (offset) =>
        db
          .select({ id: accounts.centreId, name: accounts.centreName })
          .from(accounts)
          .where(where)
          .groupBy(accounts.centreId, accounts.centreName)
          .orderBy(asc(accounts.centreName), asc(accounts.centreId))
          .limit(request.limit)
          .offset(offset),
      sumsOf: (centreIds) =>
        db
          .select({ centreId: accounts.centreId, ...sums })
          .from(accounts)
          .crossJoinLateral(balances)
          .where(and(where, inArray(accounts.centreId, centreIds)))
          .groupBy(accounts.centreId),
    });
  }

  return {
    /** A page of the rows: the most owed first, then by centre and family name. */
    async page(filter: AgeingFilter, request: AgeingPageRequest) {
      const where = matching(filter);
      const { keys, total } = filter.search
        ? await searchPage(where, request)
        : await Promise.all([
            pageKeys(where, request),
            db.select({ total: count() }).from(accounts).where(where),
          ]).then(([keys, [counted]]) => ({ keys, total: counted?.total ?? 0 }));
      return { rows: await rowsOf(keys, filter.asOf), total };
    },

    /**
     * The export's next rows after `after` (null: from the first), by centre and family name, read
     * by key. Not by amount as the page is: a payment landing mid-export would move a row across
     * the batches' edge, repeating or hiding it; a row's key does not change as it is paid.
     */
    exportRows(filter: AgeingFilter, after: AgeingExportPosition | null, size: number) {
      return db
        .select(rowColumns(filter.asOf))
        .from(accounts)
        .where(
          and(
            matching(filter),
            after
              ? sql`(${accounts.centreName}, ${accounts.centreId}, ${accounts.sortName}, ${accounts.ownerId}) > (${after.centreName}, ${after.centreId}::uuid, ${after.sortName}, ${after.ownerId}::uuid)`
              : undefined,
          ),
        )
        .orderBy(
          asc(accounts.centreName),
          asc(accounts.centreId),
          asc(accounts.sortName),
          asc(accounts.ownerId),
        )
        .limit(size);
    },

    /** The rows' sums over all, how many centres they are at, and a page of the centres' sums by name. */
    centreTotals(filter: AgeingFilter, request: PageRequest) {
      return filter.search || filter.bucket
        ? matchingCentreTotals(filter, request)
        : everyCentreTotals(filter, request);
    },

    /**
     * The children named on the lines of each owner's owed invoices at a centre, by name: a
     * family's every child, a lone child's name as invoiced.
     */
    async childNamesOf(keys: readonly { centreId: string; ownerId: string }[]) {
      if (keys.length === 0) return [];
      const ownerId = sql<string>`coalesce(${invoices.familyId}, ${lines.childId})`;
      const wanted = new Set(keys.map((key) => `${key.centreId}:${key.ownerId}`));
      const rows = await db
        .selectDistinct({ centreId: invoices.centreId, ownerId, name: lines.childName })
        .from(lines)
        .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
        .where(
          and(
            inArray(invoices.status, [...owedStatuses]),
            gt(invoices.totalSen, invoices.paidSen),
            inArray(invoices.centreId, [...new Set(keys.map((key) => key.centreId))]),
            inArray(ownerId, [...new Set(keys.map((key) => key.ownerId))]),
          ),
        )
        .orderBy(asc(lines.childName));
      // Centre and owner were filtered apart: keep only the pairs asked for.
      return rows.filter((row) => wanted.has(`${row.centreId}:${row.ownerId}`));
    },
  };
}

export type AgeingRepository = ReturnType<typeof createAgeingRepository>;
export type AgeingRecord = Awaited<ReturnType<AgeingRepository['page']>>['rows'][number];
