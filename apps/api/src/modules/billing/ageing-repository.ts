import { type AgeingBucket, searchesNoFamily } from '@cic/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PageRequest, readPage } from '../../db/read-page';
import { centres, families, invoices, invoiceLines as lines } from '../../db/schema/index';
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

function inBucket(bucket: AgeingBucket, daysPast: SQL.Aliased<number>): SQL {
  const [from, to] = bucketDays[bucket];
  if (from === null) return sql`${daysPast} <= ${to}`;
  if (to === null) return sql`${daysPast} >= ${from}`;
  return sql`${daysPast} between ${from} and ${to}`;
}

/**
 * Invoices whose family or child contains `search`, as the invoices list finds them (decisions
 * 074, 094): the family's name as shown in either language, 'No family', or the kept lower-case
 * child names.
 */
function searchMatches(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`coalesce(${or(
    shownFamilyNameContains(search),
    searchesNoFamily(search) ? isNull(invoices.familyId) : undefined,
    sql`${invoices.searchNames} like lower(${pattern})`,
  )}, false)`;
}

/** What families owe by how late it is (issue 41): read from the invoices' balances. */
export function createAgeingRepository(db: Db) {
  /**
   * The child a family-less invoice bills: such an invoice holds that child's lines alone, so the
   * child is the one who owes (null for a family's invoice, whose lines are then never read).
   */
  const loneChild = (column: typeof lines.childId | typeof lines.childName) =>
    sql`case when ${invoices.familyId} is null then (${db
      .select({ value: column })
      .from(lines)
      .where(eq(lines.invoiceId, invoices.id))
      .orderBy(asc(lines.childName), asc(lines.childId))
      .limit(1)}) end`;

  /**
   * One row per family (or lone child) and centre with a balance: each bucket's sum of total less
   * paid by days past the due date, the filter's rows only. A row is kept when any of its invoices
   * matches the search (the row still sums them all), and when it owes something in the bucket.
   */
  function ageingRows(filter: AgeingFilter) {
    const owed = db
      .select({
        centreId: sql<string>`${invoices.centreId}`.as('centre_id'),
        centreName: sql<string>`${centres.name}`.as('centre_name'),
        familyId: sql<string | null>`${invoices.familyId}`.as('family_id'),
        familyNamedAfter: sql<string | null>`${families.namedAfter}`.as('family_named_after'),
        // Never null: an invoice without lines (none is made so) stands alone rather than merging.
        ownerId: sql<string>`coalesce(${invoices.familyId}, ${loneChild(lines.childId)}, ${invoices.id})`.as(
          'owner_id',
        ),
        childName: sql<string | null>`${loneChild(lines.childName)}`.as('lone_child_name'),
        balanceSen: sql<number>`${invoices.totalSen} - ${invoices.paidSen}`.as('balance_sen'),
        dueDate: sql<string>`${invoices.dueDate}`.as('due_date'),
        daysPast: sql<number>`${filter.asOf}::date - ${invoices.dueDate}`.as('days_past'),
        matches: (filter.search ? searchMatches(filter.search) : sql<boolean>`true`).as('matches'),
      })
      .from(invoices)
      .innerJoin(centres, eq(centres.id, invoices.centreId))
      .leftJoin(families, eq(families.id, invoices.familyId))
      .where(
        and(
          inArray(invoices.status, [...owedStatuses]),
          gt(invoices.totalSen, invoices.paidSen),
          filter.centreId ? eq(invoices.centreId, filter.centreId) : undefined,
        ),
      )
      .as('owed');

    // Sums of sen are bigint in SQL; a count of sen fits a JavaScript number exactly (< 2^53).
    const bucketSum = (bucket: AgeingBucket) =>
      sql<number>`coalesce(sum(${owed.balanceSen}) filter (where ${inBucket(bucket, owed.daysPast)}), 0)`;
    return db
      .select({
        centreId: owed.centreId,
        centreName: owed.centreName,
        familyId: owed.familyId,
        familyNamedAfter: owed.familyNamedAfter,
        ownerId: owed.ownerId,
        // Families by name, and a lone child by its name among them.
        sortName: sql<string>`coalesce(${owed.familyNamedAfter}, min(${owed.childName}), '')`.as('sort_name'),
        current: bucketSum('CURRENT').mapWith(Number).as('current_sen'),
        days1To30: bucketSum('DAYS_1_30').mapWith(Number).as('days_1_30_sen'),
        days31To60: bucketSum('DAYS_31_60').mapWith(Number).as('days_31_60_sen'),
        days61To90: bucketSum('DAYS_61_90').mapWith(Number).as('days_61_90_sen'),
        over90: bucketSum('OVER_90').mapWith(Number).as('over_90_sen'),
        totalSen: sql<number>`sum(${owed.balanceSen})`.mapWith(Number).as('total_sen'),
        oldestDueDate: sql<string>`min(${owed.dueDate})::text`.as('oldest_due_date'),
        invoices: sql<number>`count(*)`.mapWith(Number).as('invoices'),
      })
      .from(owed)
      .groupBy(owed.centreId, owed.centreName, owed.familyId, owed.familyNamedAfter, owed.ownerId)
      .having(
        and(
          filter.search ? sql`bool_or(${owed.matches})` : undefined,
          filter.bucket ? sql`${bucketSum(filter.bucket)} > 0` : undefined,
        ),
      )
      .as('ageing');
  }

  return {
    /** A page of the rows: the most owed first, then by centre and family name. */
    page(filter: AgeingFilter, request: PageRequest) {
      const rows = ageingRows(filter);
      const list = db
        .select()
        .from(rows)
        .orderBy(desc(rows.totalSen), asc(rows.centreName), asc(rows.sortName), asc(rows.ownerId))
        .$dynamic();
      return readPage(list, db.select({ total: count() }).from(rows), request);
    },

    /**
     * The export's next rows after `after` (null: from the first), by centre and family name, read
     * by key. Not by amount as the page is: a payment landing mid-export would move a row across
     * the batches' edge, repeating or hiding it; a row's key does not change as it is paid.
     */
    exportRows(filter: AgeingFilter, after: AgeingPosition | null, size: number) {
      const rows = ageingRows(filter);
      return db
        .select()
        .from(rows)
        .where(
          after
            ? sql`(${rows.centreName}, ${rows.centreId}, ${rows.sortName}, ${rows.ownerId}) > (${after.centreName}, ${after.centreId}::uuid, ${after.sortName}, ${after.ownerId}::uuid)`
            : undefined,
        )
        .orderBy(asc(rows.centreName), asc(rows.centreId), asc(rows.sortName), asc(rows.ownerId))
        .limit(size);
    },

    /** The rows' sums by centre, by centre name. */
    centreTotals(filter: AgeingFilter) {
      const rows = ageingRows(filter);
      const total = (column: SQL.Aliased<number>) => sql<number>`sum(${column})`.mapWith(Number);
      return db
        .select({
          centre: { id: rows.centreId, name: rows.centreName },
          current: total(rows.current),
          days1To30: total(rows.days1To30),
          days31To60: total(rows.days31To60),
          days61To90: total(rows.days61To90),
          over90: total(rows.over90),
          totalSen: total(rows.totalSen),
        })
        .from(rows)
        .groupBy(rows.centreId, rows.centreName)
        .orderBy(asc(rows.centreName), asc(rows.centreId));
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
