import type { OvertimeInvoiceStatus, OvertimeReportStatus } from '@cic/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliasedItem, chargeHeld, chargeHolder } from '../../db/held-charges';
import { newestFirst } from '../../db/made-order';
import { readPage, type SearchPageRequest } from '../../db/read-page';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import {
  admins,
  centres,
  checkIns,
  children,
  overtimeReportItems as items,
  packages,
  overtimeReports as reports,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';

export type NewReport = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  centreIds: string[];
  createdByAdminId: string;
};
type ItemStatus = (typeof items.$inferSelect)['status'];

/** A sum of sen: bigint in SQL, a number here (a report stays far below 2^53 sen). */
const sumOfSen = (column: typeof items.amountSen) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A report as the API answers it, but for `createdAt` (a Date) and the total (in sen). */
const reportColumns = {
  id: reports.id,
  name: reports.name,
  description: reports.description,
  startDate: reports.startDate,
  endDate: reports.endDate,
  status: reports.status,
  failureReason: reports.failureReason,
  createdByUser: { email: admins.email },
  createdAt: reports.createdAt,
  _count: { centers: reports.centreCount, students: reports.studentCount, items: reports.itemCount },
  totalAmountSen: reports.totalAmountSen,
};

/** What an item charges: the CSV's columns and the core of the item's answer. */
const chargeColumns = {
  localDate: items.localDate,
  startTime: items.startTime,
  endTime: items.endTime,
  duration: items.duration,
  unit: items.unit,
  rate: items.rate,
  amountSen: items.amountSen,
};
const itemColumns = {
  id: items.id,
  ...chargeColumns,
  blockDuration: items.blockDuration,
  blockRateSen: items.blockRateSen,
  checkoutId: items.checkoutId,
  status: items.status,
};
/** The item's columns for the held-charge rule (decision 087), in a query on the items table. */
const itemRef = {
  id: sql`${items.id}`,
  checkoutId: sql`${items.checkoutId}`,
  reportId: sql`${items.reportId}`,
};

/** The live invoice holding an item's charge (see `db/held-charges.ts`). */
export type ChargeHolder = {
  itemId: string;
  childId: string;
  centreId: string;
  invoiceId: string;
  number: string | null;
  status: OvertimeInvoiceStatus;
  otherReport: boolean;
};

/** Locks a report row for a change to its items (or its generation); null when it does not exist. */
export function lockReport(db: Db, reportId: string) {
  return db
    .select({ id: reports.id, status: reports.status })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update')
    .then(rowOrNull);
}

/**
 * The kept counts and total of a report, recomputed from its items (one pass over the report's
 * `(report_id, centre_id)` range); `status` also settles a generation. Call it in the transaction
 * that changed the items, after locking the report.
 */
export async function refreshReportTotals(
  db: Db,
  reportId: string,
  status?: { status: OvertimeReportStatus; failureReason: string | null },
) {
  const settle = status
    ? sql`, status = ${status.status}::overtime_report_status, failure_reason = ${status.failureReason}`
    : sql``;
  await db.execute(sql`
    update overtime_reports as r
    set centre_count = t.centres, student_count = t.students, item_count = t.items,
        total_amount_sen = t.total, updated_at = now() ${settle}
    from (
      select count(distinct centre_id)::int as centres, count(distinct child_id)::int as students,
             count(*)::int as items, coalesce(sum(amount_sen), 0) as total
      from overtime_report_items where report_id = ${reportId}
    ) as t
    where r.id = ${reportId}`);
}

/** The reports, their items and the kept totals (the job's statement is in generation-repository.ts). */
export function createOvertimeReportsRepository(db: Db) {
  /** The reports `where` picks, each with its author's e-mail: the list's rows and one report's. */
  const reportsWhere = (where: SQL | undefined) =>
    db
      .select(reportColumns)
      .from(reports)
      .innerJoin(admins, eq(admins.id, reports.createdByAdminId))
      .where(where)
      .$dynamic();

  return {
    async insertReport(report: NewReport) {
      return returnedRow(
        await db.insert(reports).values(report).returning({ id: reports.id }),
        'overtime report insert',
      ).id;
    },

    /** The ids among `ids` that name no centre. */
    async unknownCentres(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const found = await db
        .select({ id: centres.id })
        .from(centres)
        .where(inArray(centres.id, [...ids]));
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    /** A page of reports, newest first, whose name contains `search`. */
    async page(request: SearchPageRequest) {
      const where = request.search ? ilike(reports.name, containsPattern(request.search)) : undefined;
      return readPage(
        reportsWhere(where).orderBy(...newestFirst(reports)),
        db.select({ total: count() }).from(reports).where(where),
        request,
      );
    },

    byId(reportId: string) {
      return reportsWhere(eq(reports.id, reportId)).then(rowOrNull);
    },

    lockReport: (reportId: string) => lockReport(db, reportId),

    async rename(reportId: string, edit: { name: string; description: string }) {
      const rows = await db
        .update(reports)
        .set(edit)
        .where(eq(reports.id, reportId))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** Deletes the report; its items go with it (ON DELETE CASCADE). */
    async remove(reportId: string) {
      const rows = await db.delete(reports).where(eq(reports.id, reportId)).returning({ id: reports.id });
      return rows.length > 0;
    },

    /** The Centers tab: per centre of the report, its children, items and amount, by centre name. */
    centres(reportId: string, search?: string) {
      return db
        .select({
          centreId: items.centreId,
          centreName: centres.name,
          totalStudents: sql<number>`count(distinct ${items.childId})::int`,
          totalItems: sql<number>`count(*)::int`,
          totalAmountSen: sumOfSen(items.amountSen),
        })
        .from(items)
        .innerJoin(centres, eq(centres.id, items.centreId))
        .where(
          and(
            eq(items.reportId, reportId),
            search ? ilike(centres.name, containsPattern(search)) : undefined,
          ),
        )
        .groupBy(items.centreId, centres.name)
        .orderBy(asc(centres.name), asc(items.centreId));
    },

    /** The Students tab: one row per child (and centre) with items, by child name, paged. */
    async students(reportId: string, request: SearchPageRequest & { centreId?: string }) {
      const where: SQL | undefined = and(
        eq(items.reportId, reportId),
        request.centreId ? eq(items.centreId, request.centreId) : undefined,
        request.search ? ilike(children.name, containsPattern(request.search)) : undefined,
      );
      const grouped = db
        .select({ childId: items.childId, centreId: items.centreId })
        .from(items)
        .innerJoin(children, eq(children.id, items.childId))
        .where(where)
        .groupBy(items.childId, items.centreId)
        .as('students');
      return readPage(
        db
          .select({
            childId: items.childId,
            childName: children.name,
            centreId: items.centreId,
            centreName: centres.name,
            // Enum order is the billing order, so the least advanced status is the minimum.
            status: sql<ItemStatus>`min(${items.status})`,
            numberOfDays: sql<number>`count(distinct ${items.localDate})::int`,
            totalItems: sql<number>`count(*)::int`,
            totalAmountSen: sumOfSen(items.amountSen),
          })
          .from(items)
          .innerJoin(children, eq(children.id, items.childId))
          .innerJoin(centres, eq(centres.id, items.centreId))
          .where(where)
          .groupBy(items.childId, children.name, items.centreId, centres.name)
          .orderBy(asc(children.name), asc(items.childId), asc(items.centreId))
          .$dynamic(),
        db.select({ total: count() }).from(grouped),
        request,
      );
    },

    /** Per child, the package of the child's latest charged check-out in the report (null: none). */
    async latestPackages(reportId: string, childIds: readonly string[]) {
      if (childIds.length === 0) return new Map<string, string | null>();
      const rows = await db
        .selectDistinctOn([items.childId], { childId: items.childId, packageName: packages.name })
        .from(items)
        .innerJoin(checkIns, eq(checkIns.id, items.checkoutId))
        .leftJoin(packages, eq(packages.id, checkIns.packageId))
        .where(and(eq(items.reportId, reportId), inArray(items.childId, [...childIds])))
        .orderBy(items.childId, desc(items.localDate), desc(checkIns.recordedAt));
      return new Map(rows.map((row) => [row.childId, row.packageName]));
    },

    async childName(childId: string) {
      const rows = await db.select({ name: children.name }).from(children).where(eq(children.id, childId));
      return rows[0]?.name ?? null;
    },

    /** A child's items in the report, by date, then start time. */
    studentItems(reportId: string, childId: string) {
      return db
        .select(itemColumns)
        .from(items)
        .where(and(eq(items.reportId, reportId), eq(items.childId, childId)))
        .orderBy(asc(items.localDate), asc(items.startTime), asc(items.id));
    },

    async removeStudentItems(reportId: string, childId: string) {
      const rows = await db
        .delete(items)
        .where(and(eq(items.reportId, reportId), eq(items.childId, childId)))
        .returning({ id: items.id });
      return rows.length;
    },

    itemById(itemId: string) {
      return db.select(itemColumns).from(items).where(eq(items.id, itemId)).then(rowOrNull);
    },

    /** The item's report and unit (its bounds depend on the unit), or null. */
    reportOfItem(itemId: string) {
      return db
        .select({ reportId: items.reportId, unit: items.unit })
        .from(items)
        .where(eq(items.id, itemId))
        .then(rowOrNull);
    },

    updateItem(
      itemId: string,
      change: {
        duration: number;
        rate: string;
        amountSen: number;
        blockDuration: number | null;
        blockRateSen: number | null;
      },
    ) {
      return db.update(items).set(change).where(eq(items.id, itemId)).returning(itemColumns).then(rowOrNull);
    },

    /**
     * Whether a live (not voided) invoice holds the charge of the item, or of any of a child's
     * items in the report, through this report or another over the same check-out (decision 087):
     * such items are the invoice's facts and may not change (issue 28).
     */
    async onLiveInvoice(which: { itemId: string } | { reportId: string; childId: string }) {
      const chosen =
        'itemId' in which
          ? eq(items.id, which.itemId)
          : and(eq(items.reportId, which.reportId), eq(items.childId, which.childId));
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(and(chosen, chargeHeld(itemRef)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The live invoice holding each held charge among these children's items in the report: the
     * item's own, or one made from another report over the same check-out (decision 087).
     */
    async chargeHolders(reportId: string, childIds: readonly string[]): Promise<ChargeHolder[]> {
      if (childIds.length === 0) return [];
      const result = (await db.execute(sql`
        select i.id as item_id, i.child_id, i.centre_id, h.invoice_id, h.number, h.status, h.other_report
        from overtime_report_items i cross join ${chargeHolder(aliasedItem)} h
        where i.report_id = ${reportId}::uuid and i.child_id = any (${sql.param([...childIds])}::uuid[])`)) as unknown as {
        rows: {
          item_id: string;
          child_id: string;
          centre_id: string;
          invoice_id: string;
          number: string | null;
          status: OvertimeInvoiceStatus;
          other_report: boolean;
        }[];
      };
      return result.rows.map((row) => ({
        itemId: row.item_id,
        childId: row.child_id,
        centreId: row.centre_id,
        invoiceId: row.invoice_id,
        number: row.number,
        status: row.status,
        otherReport: row.other_report,
      }));
    },

    async removeItem(itemId: string) {
      const rows = await db.delete(items).where(eq(items.id, itemId)).returning({ id: items.id });
      return rows.length > 0;
    },

    refreshTotals: (reportId: string) => refreshReportTotals(db, reportId),

    /** The report's centres in name order: the export reads one centre at a time. */
    exportCentres(reportId: string) {
      return db
        .selectDistinct({ centreId: items.centreId, centreName: centres.name })
        .from(items)
        .innerJoin(centres, eq(centres.id, items.centreId))
        .where(eq(items.reportId, reportId))
        .orderBy(asc(centres.name), asc(items.centreId));
    },

    /** One centre's CSV rows: by child name, date, start time. */
    exportRows(reportId: string, centreId: string) {
      return db
        .select({
          childName: children.name,
          packageName: packages.name,
          ...chargeColumns,
        })
        .from(items)
        .innerJoin(children, eq(children.id, items.childId))
        .innerJoin(checkIns, eq(checkIns.id, items.checkoutId))
        .leftJoin(packages, eq(packages.id, checkIns.packageId))
        .where(and(eq(items.reportId, reportId), eq(items.centreId, centreId)))
        .orderBy(asc(children.name), asc(items.childId), asc(items.localDate), asc(items.startTime));
    },
  };
}
export type OvertimeReportsRepository = ReturnType<typeof createOvertimeReportsRepository>;
