import { type OvertimeInvoiceStatus, searchesNoFamily } from '@cic/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { aliasedItem, chargeHeld, chargeHolder } from '../../db/held-charges';
import {
  invoiceCreditNotesOf,
  invoiceHeadColumns,
  invoiceLineColumns,
  invoiceLineOrder,
  invoicePaymentColumns,
  withCentreAndFamily,
} from '../../db/invoice-records';
import { newestFirst, oldestFirst } from '../../db/made-order';
import { centreNamed } from '../../db/named-records';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import {
  admins,
  centres,
  invoiceNumberCounters as counters,
  creditNotes,
  families,
  invoices,
  overtimeReportItems as items,
  invoiceLines as lines,
  invoicePayments as payments,
  overtimeReports as reports,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';
import { shownFamilyNameContains } from '../../db/shown-family-name';

type ItemStatus = (typeof items.$inferSelect)['status'];
export type InvoiceFilter = {
  search?: string;
  centreId?: string;
  status?: OvertimeInvoiceStatus;
  /** Only issued or part-paid invoices due before this Kuala Lumpur day. */
  overdueOn?: string;
};

/** Owed and not settled: the statuses that can be overdue and count as outstanding. */
const owedStatuses: OvertimeInvoiceStatus[] = ['ISSUED', 'PARTLY_PAID'];
/** A sum of sen (bigint in SQL, a number here), of the rows `where` keeps when given. */
const sumOf = (expression: SQL, where?: SQL) =>
  (where
    ? sql<number>`coalesce(sum(${expression}) filter (where ${where}), 0)`
    : sql<number>`coalesce(sum(${expression}), 0)`
  ).mapWith(Number);

/** An invoice as the API answers it, but for `createdAt` (a Date). */
const invoiceColumns = {
  ...invoiceHeadColumns,
  centre: centreNamed,
  familyId: invoices.familyId,
  familyNamedAfter: families.namedAfter,
  reportId: invoices.reportId,
  periodMonth: invoices.periodMonth,
  createdAt: invoices.createdAt,
};

/**
 * Invoices whose number, family or child contains `search`. Numbers are upper case and the kept
 * child names lower case: LIKE matches them as ILIKE would, without lower-casing every row
 * (decision 074). A family's name can change, so it is read live, as the pages show it ('Tan
 * Family', 'Keluarga Tan', 'No family'; decision 094).
 */
function searchMatches(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    sql`${invoices.number} like upper(${pattern})`,
    shownFamilyNameContains(search),
    searchesNoFamily(search) ? isNull(invoices.familyId) : undefined,
    sql`${invoices.searchNames} like lower(${pattern})`,
  );
}

function filterWhere(filter: InvoiceFilter): SQL | undefined {
  return and(
    filter.centreId ? eq(invoices.centreId, filter.centreId) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.overdueOn
      ? and(inArray(invoices.status, owedStatuses), sql`${invoices.dueDate} < ${filter.overdueOn}`)
      : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
  );
}

/** Invoices, their lines, payments and credit notes, and the numbering counters. */
export function createOvertimeInvoicesRepository(db: Db) {
  const invoicesWhere = (where: SQL | undefined) =>
    withCentreAndFamily(db.select(invoiceColumns).from(invoices).$dynamic()).where(where);

  return {
    /** Locks the report for a conversion: item edits and deletes take the same lock. */
    async lockReport(reportId: string) {
      const rows = await db
        .select({ status: reports.status })
        .from(reports)
        .where(eq(reports.id, reportId))
        .for('update');
      return rows[0]?.status ?? null;
    },

    /** How many of the chosen ids are items of the report. */
    async countInReport(reportId: string, itemIds: readonly string[]) {
      const [row] = await db
        .select({ total: count() })
        .from(items)
        .where(and(eq(items.reportId, reportId), inArray(items.id, [...itemIds])));
      return row?.total ?? 0;
    },

    /** The issued or part-paid invoices of the report with a line of one of these children, in id order. */
    async owedInvoicesOf(reportId: string, childIds: readonly string[]) {
      const rows = await db
        .selectDistinct({ id: invoices.id })
        .from(invoices)
        .innerJoin(lines, eq(lines.invoiceId, invoices.id))
        .where(
          and(
            eq(invoices.reportId, reportId),
            inArray(invoices.status, owedStatuses),
            inArray(lines.childId, [...childIds]),
          ),
        )
        .orderBy(asc(invoices.id));
      return rows.map((row) => row.id);
    },

    /**
     * Whether a live invoice holds the charge of any of the items, through this report or another
     * (decision 087); with the number of one such invoice when one is issued (null: a proforma).
     */
    async heldAmong(itemIds: readonly string[]) {
      const result = (await db.execute(sql`
        select h.number from overtime_report_items i cross join ${chargeHolder(aliasedItem)} h
        where i.id = any (${sql.param([...itemIds])}::uuid[])
        order by h.number nulls last limit 1`)) as unknown as { rows: { number: string | null }[] };
      const row = result.rows[0];
      return row ? { number: row.number } : null;
    },

    /** The next number of a yearly sequence: the counter row is locked until the transaction ends. */
    async nextNumber(kind: 'INV' | 'CN', year: number) {
      return returnedRow(
        await db
          .insert(counters)
          .values({ kind, year, lastNumber: 1 })
          .onConflictDoUpdate({
            target: [counters.kind, counters.year],
            set: { lastNumber: sql`${counters.lastNumber} + 1` },
          })
          .returning({ lastNumber: counters.lastNumber }),
        'invoice number counter',
      ).lastNumber;
    },

    /** The invoice's money and status, locked until the transaction ends. */
    lockInvoice(invoiceId: string) {
      return db
        .select({
          status: invoices.status,
          number: invoices.number,
          issueDate: invoices.issueDate,
          dueDate: invoices.dueDate,
          totalSen: invoices.totalSen,
          paidSen: invoices.paidSen,
          creditedSen: invoices.creditedSen,
          creditAppliedSen: invoices.creditAppliedSen,
          keptAsCreditSen: invoices.keptAsCreditSen,
          familyId: invoices.familyId,
          centreId: invoices.centreId,
        })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .for('update')
        .then(rowOrNull);
    },

    async updateInvoice(invoiceId: string, change: Partial<typeof invoices.$inferInsert>) {
      await db.update(invoices).set(change).where(eq(invoices.id, invoiceId));
    },

    /** Frees a voided invoice's items: its lines stay, no longer live. */
    async retireLines(invoiceId: string) {
      await db.update(lines).set({ live: false }).where(eq(lines.invoiceId, invoiceId));
    },

    /** Gives the invoice's items the billing status its state means (the report's Students tab reads it). */
    async setItemStatus(invoiceId: string, status: ItemStatus) {
      await db
        .update(items)
        .set({ status })
        .where(
          inArray(
            items.id,
            db
              .select({ id: sql<string>`${lines.itemId}` })
              .from(lines)
              .where(and(eq(lines.invoiceId, invoiceId), sql`${lines.itemId} is not null`)),
          ),
        );
    },

    async insertPayment(values: typeof payments.$inferInsert) {
      return returnedRow(
        await db.insert(payments).values(values).returning({ id: payments.id }),
        'invoice payment insert',
      ).id;
    },

    async insertCreditNote(values: typeof creditNotes.$inferInsert) {
      return returnedRow(
        await db.insert(creditNotes).values(values).returning({ id: creditNotes.id }),
        'credit note insert',
      ).id;
    },

    async byIds(invoiceIds: readonly string[]) {
      if (invoiceIds.length === 0) return [];
      return invoicesWhere(inArray(invoices.id, [...invoiceIds])).orderBy(
        asc(invoices.createdAt),
        asc(invoices.id),
      );
    },

    byId(invoiceId: string) {
      return invoicesWhere(eq(invoices.id, invoiceId)).then(rowOrNull);
    },

    /**
     * A page of the invoices the filter matches, newest first. The page's ids are found first (on
     * the `(created_at, id)` index without the joins), then only those rows are joined: a later
     * page skips its offset over index entries, not over joined rows (decision 074).
     */
    page(filter: InvoiceFilter, page: { page: number; limit: number }) {
      const pageIds = db
        .select({ id: invoices.id })
        .from(invoices)
        .leftJoin(families, eq(families.id, invoices.familyId))
        .where(filterWhere(filter))
        .orderBy(...newestFirst(invoices))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
      return invoicesWhere(inArray(invoices.id, pageIds)).orderBy(
        desc(invoices.createdAt),
        desc(invoices.id),
      );
    },

    /**
     * The export's next rows after `after` (null: from the first), in the list's order, read by
     * key so invoices made or changed meanwhile neither repeat nor hide others. `position` is the
     * row's key as text: `created_at` keeps microseconds a JavaScript Date would lose.
     */
    exportRows(filter: InvoiceFilter, after: { createdAt: string; id: string } | null, size: number) {
      return db
        .select({ ...invoiceColumns, position: sql<string>`${invoices.createdAt}::text` })
        .from(invoices)
        .innerJoin(centres, eq(centres.id, invoices.centreId))
        .leftJoin(families, eq(families.id, invoices.familyId))
        .where(
          and(
            filterWhere(filter),
            after
              ? sql`(${invoices.createdAt}, ${invoices.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(...newestFirst(invoices))
        .limit(size);
    },

    /** How many invoices the filter matches, what they still owe and what was collected on them. */
    async totals(filter: InvoiceFilter) {
      const [row] = await db
        .select({
          total: count(),
          outstandingSen: sumOf(
            sql`${invoices.totalSen} - ${invoices.paidSen}`,
            inArray(invoices.status, owedStatuses),
          ),
          // Money received for them (decision 088): paid less what came from credit received
          // elsewhere, plus what their online payments left as credit, less credit notes.
          collectedSen: sumOf(
            sql`${invoices.paidSen} - ${invoices.creditAppliedSen} + ${invoices.keptAsCreditSen} - ${invoices.creditedSen}`,
          ),
          keptAsCreditSen: sumOf(sql`${invoices.keptAsCreditSen}`),
        })
        .from(invoices)
        .leftJoin(families, eq(families.id, invoices.familyId))
        .where(filterWhere(filter));
      return row ?? { total: 0, outstandingSen: 0, collectedSen: 0, keptAsCreditSen: 0 };
    },

    /** The invoice's lines: by child, then date and start time. */
    linesOf(invoiceId: string) {
      return db
        .select({
          id: lines.id,
          itemId: lines.itemId,
          child: { id: lines.childId, name: lines.childName },
          ...invoiceLineColumns,
        })
        .from(lines)
        .where(eq(lines.invoiceId, invoiceId))
        .orderBy(...invoiceLineOrder);
    },

    paymentsOf(invoiceId: string) {
      return db
        .select({
          ...invoicePaymentColumns,
          recordedBy: { email: admins.email },
          createdAt: payments.createdAt,
        })
        .from(payments)
        .leftJoin(admins, eq(admins.id, payments.recordedByAdminId))
        .where(eq(payments.invoiceId, invoiceId))
        .orderBy(...oldestFirst(payments));
    },

    creditNotesOf: (invoiceId: string) => invoiceCreditNotesOf(db, invoiceId),

    /**
     * A report's items split by whether a live invoice holds their charge (through this report or
     * another, decision 087): counts and sums of sen.
     */
    async reportInvoicing(reportId: string) {
      const onLiveInvoice = chargeHeld({
        id: sql`${items.id}`,
        checkoutId: sql`${items.checkoutId}`,
        reportId: sql`${items.reportId}`,
      });
      const [row] = await db
        .select({
          totalSen: sumOf(sql`${items.amountSen}`),
          invoicedSen: sumOf(sql`${items.amountSen}`, onLiveInvoice),
          invoicedItems: sql<number>`(count(*) filter (where ${onLiveInvoice}))::int`,
          items: sql<number>`count(*)::int`,
        })
        .from(items)
        .where(eq(items.reportId, reportId));
      return row ?? { totalSen: 0, invoicedSen: 0, invoicedItems: 0, items: 0 };
    },

    /** The report's status (no lock); null when it does not exist. */
    async reportStatus(reportId: string) {
      const rows = await db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
      return rows[0]?.status ?? null;
    },

    async reportExists(reportId: string) {
      const rows = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
      return rows.length > 0;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type OvertimeInvoicesRepository = ReturnType<typeof createOvertimeInvoicesRepository>;
