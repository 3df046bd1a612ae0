import { type AgeingBucket, searchesNoFamily } from '@cic/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PageRequest, readPage } from '../../db/read-page';
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
export type AgeingPosition = { centreName: string; centreId: string; sortName: string; ownerId: string };

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

/** Whether `dueDate`, seen on `asOf`, falls in the bucket. */
function inBucket(bucket: AgeingBucket, asOf: string, dueDate: SQL): SQL {
  const [from, to] = bucketDays[bucket];
  const daysPast = sql`(${asOf}::date - ${dueDate})`;
  if (from === null) return sql`${daysPast} <= ${to}`;
  if (to === null) return sql`${daysPast} >= ${from}`;
  return sql`${daysPast} between ${from} and ${to}`;
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

/** The page's order: the most owed first, then by centre and family name. */
const pageOrder = [
  desc(accounts.owedSen),
  asc(accounts.centreName),
  asc(accounts.sortName),
  asc(accounts.ownerId),
];

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
      .orderBy(...pageOrder);
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

  /** Every centre's sums, from what each is owed by due date (no account is read). */
  function everyCentreTotals(filter: AgeingFilter) {
    return db
      .select({
        centre: { id: centres.id, name: centres.name },
        ...centreSums(filter, sql`${owedByDueDate.owedSen}`, sql`${owedByDueDate.dueDate}`),
      })
      .from(owedByDueDate)
      .innerJoin(centres, eq(centres.id, owedByDueDate.centreId))
      .where(filter.centreId ? eq(owedByDueDate.centreId, filter.centreId) : undefined)
      .groupBy(centres.id, centres.name)
      .orderBy(asc(centres.name), asc(centres.id));
  }

  /** The matching accounts' sums by centre, each account's balances unnested once. */
  function matchingCentreTotals(filter: AgeingFilter) {
    return db
      .select({
        centre: { id: accounts.centreId, name: accounts.centreName },
        ...centreSums(filter, sql`owed.balance`, sql`owed.due_date`),
      })
      .from(accounts)
      .crossJoinLateral(sql`unnest(${accounts.dueDates}, ${accounts.balancesSen}) as owed(due_date, balance)`)
      .where(matching(filter))
      .groupBy(accounts.centreId, accounts.centreName)
      .orderBy(asc(accounts.centreName), asc(accounts.centreId));
  }

  return {
    /** A page of the rows: the most owed first, then by centre and family name. */
    async page(filter: AgeingFilter, request: PageRequest) {
      const where = matching(filter);
      const keys = db
        .select({ centreId: accounts.centreId, ownerId: accounts.ownerId })
        .from(accounts)
        .where(where)
        .orderBy(...pageOrder)
        .$dynamic();
      const page = await readPage(keys, db.select({ total: count() }).from(accounts).where(where), request);
      return { rows: await rowsOf(page.rows, filter.asOf), total: page.total };
    },

    /**
     * The export's next rows after `after` (null: from the first), by centre and family name, read
     * by key. Not by amount as the page is: a payment landing mid-export would move a row across
     * the batches' edge, repeating or hiding it; a row's key does not change as it is paid.
     */
    exportRows(filter: AgeingFilter, after: AgeingPosition | null, size: number) {
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

    /** The rows' sums by centre, by centre name. */
    centreTotals(filter: AgeingFilter) {
      return filter.search || filter.bucket ? matchingCentreTotals(filter) : everyCentreTotals(filter);
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
