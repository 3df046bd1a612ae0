import { eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { overtimeReportItems, overtimeRules } from '../../db/schema/index';
import { lockReport, refreshReportTotals } from './repository';

/** Stands in for "no package" so the join to the rules is a plain equality (a hash join). */
const noPackage = '00000000-0000-0000-0000-000000000000';

/**
 * Every item of a report in one statement: the check-outs of the report's Kuala Lumpur days and
 * centres, each with the active blocks of its package's rules (the default rules when the package
 * has no rules at all, or the check-out has no package). The contract's `overtimeCharges` is the
 * same rule in TypeScript; `generation.test.ts` holds the two together:
 * - block start = the check-out's KL day at the block's start time; end = least(check-out, block end);
 * - charged only when the check-out is after the block start;
 * - duration = ceil(seconds / (D × unit seconds)) × D; rate = round(R sen / 100 / D, 6) ringgit;
 * - amount sen = round(duration × rate × 100), half-up (numeric `round` rounds halves away from 0);
 * - the block's own D and R sen are kept beside them, for the rule's words (decision 087).
 */
function insertItems(reportId: string, earliestStart: string) {
  return sql`
    with report as (
      select id, start_date, end_date, centre_ids from overtime_reports where id = ${reportId}
    ), packages_with_rules as (
      select distinct package_id from overtime_rules where package_id is not null
    ), windows as (
      -- Each active block on each day of the range, with its start and end as instants.
      select day::date as local_date, coalesce(r.package_id, ${noPackage}::uuid) as package_key,
             r.duration, r.unit, r.rate_sen, r.duration * case r.unit when 'HOUR' then 3600 else 60 end as step_seconds,
             round(r.rate_sen::numeric / 100 / r.duration, 6) as rate,
             (day::date + r.start_time::time) at time zone 'Asia/Kuala_Lumpur' as block_start,
             (day::date + r.end_time::time) at time zone 'Asia/Kuala_Lumpur' as block_end
      from report
      cross join generate_series(report.start_date::timestamp, report.end_date::timestamp, interval '1 day') as day
      join overtime_rules r on r.is_active
    ), checkouts as (
      -- Only check-outs after the earliest active block's start can be charged: most children have
      -- gone home by then. A constant here lets the scan drop them before any join.
      select c.id, c.centre_id, c.child_id, c.local_date, c.recorded_at,
             coalesce(p.package_id, ${noPackage}::uuid) as package_key
      from check_ins c
      cross join report
      left join packages_with_rules p on p.package_id = c.package_id
      where c.status = 'CHECKOUT' and c.local_date between report.start_date and report.end_date
        and (cardinality(report.centre_ids) = 0 or c.centre_id = any (report.centre_ids))
        and c.recorded_at > (c.local_date + ${earliestStart}::time) at time zone 'Asia/Kuala_Lumpur'
    ), charged as (
      select c.id as checkout_id, c.centre_id, c.child_id, c.local_date, w.unit, w.duration, w.rate, w.rate_sen,
             w.step_seconds, w.block_start as start_time, least(c.recorded_at, w.block_end) as end_time
      from checkouts c
      join windows w on w.local_date = c.local_date and w.package_key = c.package_key
      where c.recorded_at > w.block_start
    ), measured as (
      select charged.*,
             ceil(extract(epoch from end_time - start_time) / step_seconds) * duration as charged_duration
      from charged
    )
    insert into overtime_report_items
      (report_id, centre_id, child_id, checkout_id, start_time, end_time, local_date, duration, unit, rate, amount_sen,
       block_duration, block_rate_sen)
    select ${reportId}::uuid, centre_id, child_id, checkout_id, start_time, end_time, local_date,
           charged_duration, unit, rate, round(charged_duration * rate * 100), duration, rate_sen
    from measured`;
}

/** The SQL of the report job; `inTransaction` binds it to the job's one transaction. */
export function createGenerationRepository(db: Db) {
  return {
    /** Locks a report still waiting for its items; null when it was deleted or is already done. */
    async lockGenerating(reportId: string) {
      const report = await lockReport(db, reportId);
      return report?.status === 'GENERATING' ? report : null;
    },

    /** Writes every item (after removing those of an earlier, interrupted attempt) and the totals. */
    async writeItems(reportId: string) {
      await db.delete(overtimeReportItems).where(eq(overtimeReportItems.reportId, reportId));
      const [earliest] = await db
        .select({ startTime: min(overtimeRules.startTime) })
        .from(overtimeRules)
        .where(eq(overtimeRules.isActive, true));
      if (earliest?.startTime) await db.execute(insertItems(reportId, earliest.startTime));
      await refreshReportTotals(db, reportId, { status: 'READY', failureReason: null });
    },

    /** A report whose generation failed: no items, the reason in words for the admin. */
    async markFailed(reportId: string, failureReason: string) {
      await db.delete(overtimeReportItems).where(eq(overtimeReportItems.reportId, reportId));
      await refreshReportTotals(db, reportId, { status: 'FAILED', failureReason });
    },
  };
}
