import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliasedItem, chargeHeld } from '../../db/held-charges';
import { centreNamed } from '../../db/named-records';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import type { Rows } from '../../db/rows';
import {
  billingSettings,
  centres,
  feePrices,
  fees,
  invoiceLines,
  invoices,
  overtimeReportItems,
  billingRuns as runs,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';
import { type UnnestColumn, unnestInsert } from '../../db/unnest-insert';
import type { DraftInvoice, FeeFacts, OvertimeFacts, PeriodFacts } from './month-drafts';

type RunStatus = (typeof runs.$inferSelect)['status'];

/** Rows a statement writes at once: well inside PostgreSQL's 65,535 parameters a statement. */
const rowsPerInsert = 500;
const chunks = <T>(values: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) =>
    values.slice(index * size, (index + 1) * size),
  );

/**
 * A draft's children's names as the invoices list searches them: distinct, sorted, lower case,
 * joined by spaces (what the SQL of an added-to draft and of overtime invoicing makes).
 */
function searchNamesOf(lines: readonly { childName: string }[]) {
  return [...new Set(lines.map((line) => line.childName))].sort().join(' ').toLowerCase();
}

/** What a month's run reads and writes (decision 098). */
export function createBillingRunRepository(db: Db) {
  return {
    async settings() {
      const rows = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
      return returnedRow(rows, 'billing settings');
    },

    async saveSettings(values: { runDay: number; issueWhenDrafted: boolean; reminderDays: number[] }) {
      return returnedRow(
        await db
          .update(billingSettings)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(billingSettings.id, 1))
          .returning(),
        'billing settings update',
      );
    },

    runById(runId: string) {
      return db.select().from(runs).where(eq(runs.id, runId)).then(rowOrNull);
    },

    runOfMonth(periodMonth: string) {
      return db.select().from(runs).where(eq(runs.periodMonth, periodMonth)).for('update').then(rowOrNull);
    },

    runsPage(limit: number, offset: number) {
      return db.select().from(runs).orderBy(desc(runs.periodMonth)).limit(limit).offset(offset);
    },

    async countRuns() {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(runs);
      return row?.total ?? 0;
    },

    async insertRun(values: typeof runs.$inferInsert) {
      return returnedRow(await db.insert(runs).values(values).returning(), 'billing run insert');
    },

    /** Queues a month's run again: its figures count what this run adds. */
    async requeue(runId: string, issueWhenDrafted: boolean, createdByAdminId: string | null) {
      await db
        .update(runs)
        .set({
          status: 'QUEUED',
          issueWhenDrafted,
          createdByAdminId,
          invoices: 0,
          lines: 0,
          totalSen: 0,
          issued: 0,
          errorMessageCode: null,
          draftedAt: null,
          issuedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(runs.id, runId));
    },

    /** The run locked to the transaction's end. */
    lockRun(runId: string) {
      return db.select().from(runs).where(eq(runs.id, runId)).for('update').then(rowOrNull);
    },

    setStatus(runId: string, status: RunStatus, values: Partial<typeof runs.$inferInsert> = {}) {
      return db
        .update(runs)
        .set({ status, ...values, updatedAt: sql`now()` })
        .where(eq(runs.id, runId))
        .returning()
        .then(rowOrNull);
    },

    async addFigures(runId: string, made: { invoices: number; lines: number; totalSen: number }) {
      await db
        .update(runs)
        .set({
          invoices: sql`${runs.invoices} + ${made.invoices}`,
          lines: sql`${runs.lines} + ${made.lines}`,
          totalSen: sql`${runs.totalSen} + ${made.totalSen}`,
        })
        .where(eq(runs.id, runId));
    },

    async addIssued(runId: string, issued: number) {
      await db
        .update(runs)
        .set({ issued: sql`${runs.issued} + ${issued}` })
        .where(eq(runs.id, runId));
    },

    /** Centres with a period in the month or a late pick-up the month before, by name: a run drafts them a batch at a time. */
    async centresToBill(first: string, last: string, previousFirst: string) {
      const result = (await db.execute(sql`
        select c.id from centres c
        where exists (select 1 from enrolment_periods ep
                      where ep.centre_id = c.id and ep.starts_on <= ${last}::date
                        and (ep.ends_on is null or ep.ends_on >= ${first}::date))
           or exists (select 1 from overtime_report_items i
                      where i.centre_id = c.id and i.local_date >= ${previousFirst}::date and i.local_date < ${first}::date)
        order by c.name, c.id`)) as unknown as Rows<{ id: string }>;
      return result.rows.map((row) => row.id);
    },

    /** The batch's periods overlapping the month, with the child's name, birthday and family. */
    async periods(centreIds: readonly string[], first: string, last: string): Promise<PeriodFacts[]> {
      const result = (await db.execute(sql`
        select ep.id, ep.child_id, c.name as child_name, c.date_of_birth, c.family_id, ep.centre_id,
               ep.package_id, p.name as package_name, ep.starts_on, ep.ends_on,
               not exists (select 1 from enrolment_periods e2
                           where e2.child_id = ep.child_id and e2.starts_on < ep.starts_on) as is_first
        from enrolment_periods ep
        join children c on c.id = ep.child_id
        join packages p on p.id = ep.package_id
        where ep.centre_id = any (${sql.param([...centreIds])}::uuid[])
          and ep.starts_on <= ${last}::date and (ep.ends_on is null or ep.ends_on >= ${first}::date)`)) as unknown as Rows<{
        id: string;
        child_id: string;
        child_name: string;
        date_of_birth: string;
        family_id: string | null;
        centre_id: string;
        package_id: string;
        package_name: string;
        starts_on: string;
        ends_on: string | null;
        is_first: boolean;
      }>;
      return result.rows.map((row) => ({
        id: row.id,
        childId: row.child_id,
        childName: row.child_name,
        dateOfBirth: String(row.date_of_birth).slice(0, 10),
        familyId: row.family_id,
        centreId: row.centre_id,
        packageId: row.package_id,
        packageName: row.package_name,
        startsOn: String(row.starts_on).slice(0, 10),
        endsOn: row.ends_on === null ? null : String(row.ends_on).slice(0, 10),
        isFirst: Boolean(row.is_first),
      }));
    },

    /** The packages' fees still charged, with every price from the month or before. */
    async fees(packageIds: readonly string[], first: string): Promise<FeeFacts[]> {
      if (packageIds.length === 0) return [];
      const rows = await db
        .select({
          id: fees.id,
          packageId: fees.packageId,
          chargedWhen: fees.chargedWhen,
          name: fees.name,
          amountSen: feePrices.amountSen,
          siblingDiscountBasisPoints: feePrices.siblingDiscountBasisPoints,
          effectiveFrom: feePrices.effectiveFrom,
          createdAt: feePrices.createdAt,
        })
        .from(fees)
        .innerJoin(feePrices, eq(feePrices.feeId, fees.id))
        .where(
          and(
            inArray(fees.packageId, [...packageIds]),
            sql`${fees.archivedAt} is null`,
            sql`${feePrices.effectiveFrom} <= ${first}::date`,
          ),
        );
      const byFee = new Map<string, FeeFacts>();
      for (const row of rows) {
        const fee = byFee.get(row.id) ?? {
          id: row.id,
          packageId: row.packageId,
          chargedWhen: row.chargedWhen,
          name: row.name,
          prices: [],
        };
        fee.prices.push({
          amountSen: row.amountSen,
          siblingDiscountBasisPoints: row.siblingDiscountBasisPoints,
          effectiveFrom: row.effectiveFrom,
          createdAt: row.createdAt,
        });
        byFee.set(row.id, fee);
      }
      return [...byFee.values()];
    },

    /** The children's live fee lines that could repeat this month's: the month's, the year's, once, on enrolment. */
    async billedFeeLines(childIds: readonly string[], keys: readonly string[]) {
      if (childIds.length === 0) return [];
      return db
        .select({
          childId: invoiceLines.childId,
          feeId: sql<string>`${invoiceLines.feeId}`,
          kind: invoiceLines.kind,
          billingKey: sql<string>`${invoiceLines.billingKey}`,
        })
        .from(invoiceLines)
        .where(
          and(
            eq(invoiceLines.live, true),
            inArray(invoiceLines.childId, [...childIds]),
            inArray(invoiceLines.billingKey, [...keys]),
          ),
        );
    },

    /**
     * The month before's late pick-ups at the batch's centres in READY reports whose charge no live
     * invoice holds (decision 087); a check-out's block in two reports once, from the newest report.
     */
    async overtime(
      centreIds: readonly string[],
      previousFirst: string,
      first: string,
    ): Promise<OvertimeFacts[]> {
      const result = (await db.execute(sql`
        select distinct on (coalesce(i.checkout_id, i.id), i.start_time)
               i.id, i.checkout_id, i.child_id, c.name as child_name, c.family_id, i.centre_id, i.local_date,
               i.start_time, i.end_time, i.duration, i.unit, i.rate, i.amount_sen, i.block_duration, i.block_rate_sen
        from ${overtimeReportItems} i
        join overtime_reports r on r.id = i.report_id and r.status = 'READY'
        join children c on c.id = i.child_id
        where i.centre_id = any (${sql.param([...centreIds])}::uuid[])
          and i.local_date >= ${previousFirst}::date and i.local_date < ${first}::date
          and not ${chargeHeld(aliasedItem)}
        order by coalesce(i.checkout_id, i.id), i.start_time, r.created_at desc, r.id desc`)) as unknown as Rows<{
        id: string;
        checkout_id: string | null;
        child_id: string;
        child_name: string;
        family_id: string | null;
        centre_id: string;
        local_date: string;
        start_time: string | Date;
        end_time: string | Date;
        duration: number;
        unit: 'MINUTE' | 'HOUR';
        rate: string;
        amount_sen: number;
        block_duration: number | null;
        block_rate_sen: number | null;
      }>;
      return result.rows.map((row) => ({
        itemId: row.id,
        checkoutId: row.checkout_id,
        childId: row.child_id,
        childName: row.child_name,
        familyId: row.family_id,
        centreId: row.centre_id,
        localDate: String(row.local_date).slice(0, 10),
        startTime: new Date(row.start_time),
        endTime: new Date(row.end_time),
        duration: Number(row.duration),
        unit: row.unit,
        rate: String(row.rate),
        amountSen: Number(row.amount_sen),
        blockDuration: row.block_duration === null ? null : Number(row.block_duration),
        blockRateSen: row.block_rate_sen === null ? null : Number(row.block_rate_sen),
      }));
    },

    /** The month's drafts of these families at the batch's centres, locked: a run adds to them. */
    async drafts(centreIds: readonly string[], periodMonth: string) {
      return db
        .select({ id: invoices.id, centreId: invoices.centreId, familyId: invoices.familyId })
        .from(invoices)
        .where(
          and(
            inArray(invoices.centreId, [...centreIds]),
            eq(invoices.periodMonth, periodMonth),
            eq(invoices.status, 'DRAFT'),
            sql`${invoices.familyId} is not null`,
          ),
        )
        .for('update');
    },

    /**
     * Writes the batch's drafts: a new invoice per family (or adds to its draft of the month), every
     * line, the invoices' totals and search names, and the late pick-ups' items as on a proforma.
     */
    async writeDrafts(
      work: { runId: string; periodMonth: string; adminId: string | null },
      drafts: readonly (DraftInvoice & { existingId: string | null })[],
    ) {
      const ids = drafts.map((draft) => draft.existingId ?? crypto.randomUUID());
      // A new draft is written whole with its total and search names; one added to is summed again below.
      const fresh = drafts.flatMap((draft, index) =>
        draft.existingId ? [] : [{ draft, id: ids[index] as string }],
      );
      const addedTo = drafts.flatMap((draft) => (draft.existingId ? [draft.existingId] : []));
      if (fresh.length > 0) {
        await db.execute(
          unnestInsert('invoices', {
            id: ['uuid', fresh.map((each) => each.id)],
            centre_id: ['uuid', fresh.map((each) => each.draft.centreId)],
            family_id: ['uuid', fresh.map((each) => each.draft.familyId)],
            period_month: ['date', fresh.map(() => work.periodMonth)],
            billing_run_id: ['uuid', fresh.map(() => work.runId)],
            total_sen: [
              'integer',
              fresh.map((each) => each.draft.lines.reduce((sum, line) => sum + line.amountSen, 0)),
            ],
            search_names: ['text', fresh.map((each) => searchNamesOf(each.draft.lines))],
            created_by_admin_id: ['uuid', fresh.map(() => work.adminId)],
          }),
        );
      }
      const lines = drafts.flatMap((draft, index) =>
        draft.lines.map((line) => ({ ...line, invoiceId: ids[index] as string })),
      );
      const column = <T>(type: string, value: (line: (typeof lines)[number]) => T): UnnestColumn => [
        type,
        lines.map(value),
      ];
      if (lines.length > 0) {
        await db.execute(
          unnestInsert('invoice_lines', {
            invoice_id: column('uuid', (line) => line.invoiceId),
            kind: column('invoice_line_kind', (line) => line.kind),
            child_id: column('uuid', (line) => line.childId),
            child_name: column('text', (line) => line.childName),
            local_date: column('date', (line) => line.localDate),
            amount_sen: column('integer', (line) => line.amountSen),
            fee_id: column('uuid', (line) => line.feeId),
            billing_key: column('text', (line) => line.billingKey),
            fee_name: column('text', (line) => line.feeName),
            period_start: column('date', (line) => line.periodStart),
            period_end: column('date', (line) => line.periodEnd),
            unit_price_sen: column('integer', (line) => line.unitPriceSen),
            days_charged: column('integer', (line) => line.daysCharged),
            days_in_month: column('integer', (line) => line.daysInMonth),
            discount_basis_points: column('integer', (line) => line.discountBasisPoints),
            item_id: column('uuid', (line) => line.overtime?.itemId ?? null),
            checkout_id: column('uuid', (line) => line.overtime?.checkoutId ?? null),
            start_time: column('timestamptz', (line) => line.overtime?.startTime ?? null),
            end_time: column('timestamptz', (line) => line.overtime?.endTime ?? null),
            duration: column('integer', (line) => line.overtime?.duration ?? null),
            unit: column('overtime_unit', (line) => line.overtime?.unit ?? null),
            rate: column('numeric', (line) => line.overtime?.rate ?? null),
            block_duration: column('integer', (line) => line.overtime?.blockDuration ?? null),
            block_rate_sen: column('integer', (line) => line.overtime?.blockRateSen ?? null),
          }),
        );
      }
      for (const chunk of chunks(addedTo, rowsPerInsert)) {
        // Totals and search names from the lines themselves: an added-to draft sums old and new.
        await db.execute(sql`
          update invoices v set total_sen = s.total, search_names = s.names, updated_at = now()
          from (select l.invoice_id, sum(l.amount_sen)::int as total,
                       lower(string_agg(distinct l.child_name, ' ' order by l.child_name)) as names
                from invoice_lines l where l.invoice_id = any (${sql.param(chunk)}::uuid[]) and l.live
                group by l.invoice_id) s
          where v.id = s.invoice_id`);
      }
      const itemIds = lines.flatMap((line) => (line.overtime?.itemId ? [line.overtime.itemId] : []));
      for (const chunk of chunks(itemIds, rowsPerInsert)) {
        await db
          .update(overtimeReportItems)
          .set({ status: 'PROFORMA' })
          .where(inArray(overtimeReportItems.id, chunk));
      }
      return {
        invoices: fresh.length,
        lines: lines.length,
        totalSen: lines.reduce((sum, line) => sum + line.amountSen, 0),
      };
    },

    /** The run's drafts in number order (centre name, family name, id): the issuing order. */
    async draftIdsOfRun(runId: string) {
      const result = (await db.execute(sql`
        select v.id from invoices v
        join centres c on c.id = v.centre_id
        left join families f on f.id = v.family_id
        where v.billing_run_id = ${runId}::uuid and v.status = 'DRAFT'
        order by c.name, c.id, f.named_after, v.id`)) as unknown as Rows<{ id: string }>;
      return result.rows.map((row) => row.id);
    },

    /**
     * Issues drafts in one statement, in the order given: the year's counter moves by their number
     * at once (gap-free, decision 068) and each gets its number, issue and due dates; their late
     * pick-ups' items become invoiced. Drafts voided or issued meanwhile are left alone.
     */
    async issue(ids: readonly string[], dates: { issueDate: string; dueDate: string; year: number }) {
      const result = (await db.execute(sql`
        with chosen as materialized (
          select v.id, row_number() over (order by o.position) as position
          from unnest(${sql.param([...ids])}::uuid[]) with ordinality as o(id, position)
          join invoices v on v.id = o.id and v.status = 'DRAFT'
        ), numbers as (
          insert into invoice_number_counters as counter (kind, year, last_number)
          select 'INV', ${dates.year}, count(*) from chosen having count(*) > 0
          on conflict (kind, year) do update set last_number = counter.last_number + excluded.last_number
          returning last_number - (select count(*) from chosen) as before
        ), issued as (
          update invoices v set status = 'ISSUED',
            number = 'INV-' || ${String(dates.year)} || '-' ||
              lpad((n.before + c.position)::text, greatest(6, length((n.before + c.position)::text)), '0'),
            issue_date = ${dates.issueDate}::date, due_date = ${dates.dueDate}::date, updated_at = now()
          from chosen c cross join numbers n
          where v.id = c.id
          returning v.id
        ), marked as (
          update overtime_report_items i set status = 'INVOICED'
          from invoice_lines l
          where l.invoice_id in (select id from issued) and l.item_id = i.id
        )
        select coalesce(array_agg(id), '{}') as ids from issued`)) as unknown as Rows<{
        ids: string[] | string;
      }>;
      const value = returnedRow(result.rows, 'issue statement').ids;
      return Array.isArray(value)
        ? value
        : value
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean);
    },

    /**
     * A page of the run's invoices by centre and family, each with its family's total at the centre
     * the month before (null when it had no live invoice then); `changed` keeps the new and the changed.
     */
    async invoicesPage(
      runId: string,
      filter: { centreId?: string; search?: string; changed: boolean },
      request: { page: number; limit: number },
    ) {
      const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : null;
      const where = sql`v.billing_run_id = ${runId}::uuid
        ${filter.centreId ? sql`and v.centre_id = ${filter.centreId}::uuid` : sql``}
        ${pattern ? sql`and (v.search_names like ${pattern} or lower(coalesce(f.named_after, '')) like ${pattern} or lower(coalesce(v.number, '')) like ${pattern})` : sql``}`;
      const previous = sql`(select sum(p.total_sen)::int from invoices p
        where p.family_id = v.family_id and p.centre_id = v.centre_id and p.status <> 'VOID'
          and p.period_month = (v.period_month - interval '1 month')::date)`;
      const changed = filter.changed
        ? sql`where previous_total_sen is null or previous_total_sen <> total_sen`
        : sql``;
      // The rows are made once: the page and its count both read them.
      const kept = sql`kept as materialized (
        select * from (
          select v.id, v.number, v.status, v.paid_sen, v.credited_sen, v.total_sen, v.search_names,
                 c.id as centre_id, c.name as centre_name, f.named_after,
                 case when v.family_id is null then null else ${previous} end as previous_total_sen
          from invoices v join centres c on c.id = v.centre_id left join families f on f.id = v.family_id
          where ${where}
        ) r ${changed})`;
      const rows = (await db.execute(sql`
        with ${kept}
        select *, (select count(*) from kept)::int as total from kept
        order by centre_name, centre_id, named_after nulls last, id
        limit ${request.limit} offset ${(request.page - 1) * request.limit}`)) as unknown as Rows<{
        id: string;
        number: string | null;
        status: (typeof invoices.$inferSelect)['status'];
        paid_sen: number;
        credited_sen: number;
        total_sen: number;
        search_names: string;
        centre_id: string;
        centre_name: string;
        named_after: string | null;
        previous_total_sen: number | null;
        total: number;
      }>;
      const first = rows.rows[0];
      if (first) return { rows: rows.rows, total: Number(first.total) };
      // A page past the end has no row to carry the count.
      const counted = (await db.execute(
        sql`with ${kept} select count(*)::int as total from kept`,
      )) as unknown as Rows<{ total: number }>;
      return { rows: [], total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** The children named on each invoice's lines, by name. */
    async childNamesOf(invoiceIds: readonly string[]) {
      if (invoiceIds.length === 0) return [];
      return db
        .selectDistinct({ invoiceId: invoiceLines.invoiceId, name: invoiceLines.childName })
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
        .orderBy(asc(invoiceLines.childName));
    },

    /**
     * Writes the day's reminder of each issued or part-paid invoice of a family due on `due`, once
     * per invoice and offset (the unique index decides): the invoices newly reminded.
     */
    async writeReminders(offsetDays: number, today: string, due: string) {
      const result = (await db.execute(sql`
        insert into invoice_reminders (invoice_id, offset_days, sent_on)
        select v.id, ${offsetDays}::int, ${today}::date from invoices v
        where v.status in ('ISSUED', 'PARTLY_PAID') and v.family_id is not null and v.due_date = ${due}::date
        on conflict (invoice_id, offset_days) do nothing
        returning invoice_id`)) as unknown as Rows<{ invoice_id: string }>;
      return result.rows.map((row) => row.invoice_id);
    },

    /** The run's invoices by centre: how many, how many still drafts, and their total. */
    async centreTotals(runId: string) {
      return db
        .select({
          centre: centreNamed,
          invoices: sql<number>`count(*)::int`,
          drafts: sql<number>`(count(*) filter (where ${invoices.status} = 'DRAFT'))::int`,
          totalSen: sql<number>`coalesce(sum(${invoices.totalSen}), 0)::bigint`,
        })
        .from(invoices)
        .innerJoin(centres, eq(centres.id, invoices.centreId))
        .where(eq(invoices.billingRunId, runId))
        .groupBy(centres.id, centres.name)
        .orderBy(asc(centres.name), asc(centres.id));
    },
  };
}
export type BillingRunRepository = ReturnType<typeof createBillingRunRepository>;
