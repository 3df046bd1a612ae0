import { maxAmountSen } from '@cic/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliasedItem, chargeHeld } from '../../db/held-charges';
import { centreNamed } from '../../db/named-records';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centres, overtimeReportItems as items, overtimeInvoicingRuns as runs } from '../../db/schema/index';
import { violatedCheckConstraint } from '../../db/unique-violation';

type ItemStatus = (typeof items.$inferSelect)['status'];

/** Which of a report's items to invoice: the chosen ones, those of chosen children, or of some centres. */
export type InvoicingScope =
  | { itemIds: readonly string[] }
  | { childIds: readonly string[] }
  | { centreIds: readonly string[] };

function scopeCondition(scope: InvoicingScope) {
  if ('itemIds' in scope) return sql`i.id = any (${sql.param([...scope.itemIds])}::uuid[])`;
  if ('childIds' in scope) return sql`i.child_id = any (${sql.param([...scope.childIds])}::uuid[])`;
  return sql`i.centre_id = any (${sql.param([...scope.centreIds])}::uuid[])`;
}

/** What one statement invoices: the report, by whom, and issued (numbers and dates) or proforma. */
export type InvoicingWork = {
  reportId: string;
  scope: InvoicingScope;
  adminId: string;
  /** Issued: the invoices' issue and due dates (Kuala Lumpur days); their numbers come from its year. */
  issued: { issueDate: string; dueDate: string; year: number } | null;
  /** One audit row per invoice made (and issued): a selection's conversion; a run audits itself once. */
  auditEach: boolean;
};

/** Invoice numbers: `INV-yyyy-` and the sequence, at least 6 digits (as `invoiceNumber` in the contract). */
const numberText = (year: number, sequence: SQL) =>
  sql`'INV-' || ${String(year)} || '-' || lpad((${sequence})::text, greatest(6, length((${sequence})::text)), '0')`;

/**
 * Invoices a report's items in ONE statement (decision 074): the items in scope whose charge no
 * live invoice holds (their own line, or a line of their check-out from another report: decision
 * 087), grouped in the database by centre and family (a child with no family alone);
 * one invoice per group with its total the sum of its lines, every line copied with
 * `INSERT … SELECT`, the items' status set, and — when issued — the group's numbers drawn as one
 * block from the year's counter, in order of centre name, family name, then group. Run it in a
 * transaction holding the report's row lock (conversions and item edits take it too).
 */
function invoiceItems(work: InvoicingWork) {
  const { reportId, scope, adminId, issued } = work;
  const inScope = scopeCondition(scope);
  const itemStatus: ItemStatus = issued ? 'INVOICED' : 'PROFORMA';
  // Issued: the counter moves by the number of invoices at once; the row stays locked to commit.
  const counter = issued
    ? sql`, numbers as (
        insert into invoice_number_counters as counter (kind, year, last_number)
        select 'INV', ${issued.year}, count(*) from bills having count(*) > 0
        on conflict (kind, year) do update set last_number = counter.last_number + excluded.last_number
        returning last_number - (select count(*) from bills) as before
      )`
    : sql``;
  const invoiceValues = issued
    ? sql`'ISSUED'::invoice_status, ${numberText(issued.year, sql`numbers.before + b.position`)},
          ${issued.issueDate}::date, ${issued.dueDate}::date
          from bills b cross join numbers`
    : sql`'DRAFT'::invoice_status, null, null::date, null::date from bills b`;
  const audits = work.auditEach
    ? sql`, audited as (
        insert into audit_log (actor_type, actor_id, action, entity_type, entity_id, details)
        select 'admin', ${adminId}::uuid, a.action, 'overtime-invoice', m.id::text, a.details
        from made m
        join bills b on b.id = m.id
        cross join lateral (values
          (1, 'overtime-invoice.create',
           jsonb_build_object('reportId', ${reportId}::text, 'lines', b.line_count, 'totalSen', m.total_sen)),
          (2, 'overtime-invoice.issue',
           jsonb_build_object('number', m.number, 'issueDate', m.issue_date, 'dueDate', m.due_date))
        ) as a(step, action, details)
        where a.step = 1 or m.number is not null
        order by b.position, a.step
      )`
    : sql``;
  return sql`
    with chosen as materialized (
      select i.id as item_id, i.checkout_id, i.centre_id, i.child_id, c.name as child_name, c.family_id,
             coalesce(c.family_id, i.child_id) as bill_key,
             i.local_date, i.start_time, i.end_time, i.duration, i.unit, i.rate, i.amount_sen,
             i.block_duration, i.block_rate_sen
      from overtime_report_items i
      join children c on c.id = i.child_id
      where i.report_id = ${reportId}::uuid and ${inScope} and not ${chargeHeld(aliasedItem)}
    ), bills as materialized (
      select gen_random_uuid() as id, g.*,
             row_number() over (order by ce.name, ce.id, f.named_after, g.bill_key) as position
      from (
        -- Summed as bigint; a total past the invoice's limit (decision 090) reaches the column as
        -- the limit + 1, so its check refuses it by name instead of an integer overflow.
        select centre_id, family_id, bill_key, least(sum(amount_sen), ${maxAmountSen + 1})::int as total_sen,
               count(*)::int as line_count,
               lower(string_agg(distinct child_name, ' ' order by child_name)) as search_names
        from chosen group by centre_id, family_id, bill_key
      ) g
      join centres ce on ce.id = g.centre_id
      left join families f on f.id = g.family_id
    )${counter}, made as (
      insert into invoices
        (id, centre_id, family_id, report_id, total_sen, search_names, created_by_admin_id,
         status, number, issue_date, due_date)
      select b.id, b.centre_id, b.family_id, ${reportId}::uuid, b.total_sen, b.search_names, ${adminId}::uuid,
             ${invoiceValues}
      returning id, total_sen, number, issue_date, due_date
    ), lined as (
      insert into invoice_lines
        (invoice_id, item_id, checkout_id, child_id, child_name, local_date, start_time, end_time, duration, unit,
         rate, amount_sen, block_duration, block_rate_sen)
      select b.id, c.item_id, c.checkout_id, c.child_id, c.child_name, c.local_date, c.start_time, c.end_time,
             c.duration, c.unit, c.rate, c.amount_sen, c.block_duration, c.block_rate_sen
      from chosen c join bills b on b.centre_id = c.centre_id and b.bill_key = c.bill_key
      returning 1
    ), marked as (
      update overtime_report_items set status = ${itemStatus} where id in (select item_id from chosen)
    )${audits}
    select (select count(*) from made)::int as invoices,
           (select count(*) from lined)::int as items,
           (select coalesce(sum(total_sen), 0) from made)::bigint as total_sen,
           (select coalesce(array_agg(id order by position), '{}') from bills) as ids`;
}

type Made = { invoices: number; items: number; totalSen: number; ids: string[] };

/** Whether an invoicing statement was refused for a total past an invoice's limit (decision 090). */
export const isTotalTooLarge = (error: unknown) =>
  violatedCheckConstraint(error) === 'invoices_total_at_most';

/** The set-based invoicing statement and the runs that invoice whole reports on the job queue. */
export function createInvoicingRepository(db: Db) {
  return {
    /** Invoices the items in scope (see `invoiceItems`); what it made, the ids in number order. */
    async invoiceItems(work: InvoicingWork): Promise<Made> {
      // Both drivers answer `{ rows }`; the Db type does not say which.
      const result = (await db.execute(invoiceItems(work))) as unknown as {
        rows: { invoices: number; items: number; total_sen: string | number; ids: string[] | string }[];
      };
      const row = returnedRow(result.rows, 'invoicing statement');
      return {
        invoices: Number(row.invoices),
        items: Number(row.items),
        totalSen: Number(row.total_sen),
        ids: parseUuidArray(row.ids),
      };
    },

    /**
     * Refreshes the planner's figures for invoices and their lines. A run can add a quarter of a
     * million lines in seconds, long before autovacuum's next look: a statement planned on the
     * figures of a near-empty table checks every item's charge against every line (a second
     * report over the same month ran for minutes instead of seconds in the bench).
     */
    async refreshStatistics() {
      await db.execute(sql`analyze invoice_lines, invoices`);
    },

    /** The centres with items in the report, by name: a run invoices them a chunk at a time in this order. */
    async reportCentres(reportId: string) {
      const rows = await db
        .selectDistinct(centreNamed)
        .from(items)
        .innerJoin(centres, eq(centres.id, items.centreId))
        .where(eq(items.reportId, reportId))
        .orderBy(asc(centres.name), asc(centres.id));
      return rows.map((row) => row.id);
    },

    async insertRun(values: { reportId: string; issue: boolean; createdByAdminId: string }) {
      return returnedRow(
        await db.insert(runs).values(values).returning({ id: runs.id }),
        'invoicing run insert',
      ).id;
    },

    runById(runId: string) {
      return db.select().from(runs).where(eq(runs.id, runId)).then(rowOrNull);
    },

    /** Whether the report has a run waiting or under way. */
    async liveRunOf(reportId: string) {
      const rows = await db
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.reportId, reportId), inArray(runs.status, ['QUEUED', 'RUNNING'])));
      return rows[0]?.id ?? null;
    },

    /** Takes a QUEUED run (locked to the transaction's end); null when it is gone or already taken. */
    async lockQueued(runId: string) {
      const rows = await db.select().from(runs).where(eq(runs.id, runId)).for('update');
      const run = rows[0];
      return run?.status === 'QUEUED' || run?.status === 'RUNNING' ? run : null;
    },

    async markRunning(runId: string) {
      await db.update(runs).set({ status: 'RUNNING' }).where(eq(runs.id, runId));
    },

    /** Adds one batch's figures, in the batch's transaction: the run's figures are what is committed. */
    async addMade(runId: string, made: Made) {
      await db
        .update(runs)
        .set({
          invoices: sql`${runs.invoices} + ${made.invoices}`,
          items: sql`${runs.items} + ${made.items}`,
          totalSen: sql`${runs.totalSen} + ${made.totalSen}`,
        })
        .where(eq(runs.id, runId));
    },

    finish(runId: string, status: 'DONE' | 'FAILED', errorMessageCode: string | null = null) {
      return db
        .update(runs)
        .set({ status, errorMessageCode, finishedAt: sql`now()` })
        .where(eq(runs.id, runId))
        .returning()
        .then(rowOrNull);
    },
  };
}
export type InvoicingRepository = ReturnType<typeof createInvoicingRepository>;

/** A uuid[] as node-postgres hands it (an array) or PGlite may (the '{…}' text). */
function parseUuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}
