import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type ReportedAbsentRow = { centreId: string; day: string; reportedAbsent: number };

/**
 * The one definition of a reported absence in the admin figures (decision 078): per centre and
 * Kuala Lumpur day of `first`–`last`, the centre's children counted in its enrolment that day
 * (active, enrolled on or before it) whose parent reported them absent that day and who have no
 * check-in there that day (a check-in wins). Read through the `(child_id, last_day)` index of the
 * given centres' children only, so its cost follows the centres shown, not the network.
 */
export async function reportedAbsentCounts(db: Db, centreIds: string[], first: string, last: string) {
  if (centreIds.length === 0) return new Map<string, number>();
  const result = await db.execute(sql`
    select ch.centre_id as "centreId", d.day::date::text as day, count(distinct ch.id)::int as "reportedAbsent"
    from children ch
    join absences a on a.child_id = ch.id and a.last_day >= ${first}::date and a.first_day <= ${last}::date
    cross join lateral generate_series(greatest(a.first_day, ${first}::date), least(a.last_day, ${last}::date),
                                       interval '1 day') as d(day)
    where ch.centre_id in (${sql.join(
      centreIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and ch.active and ch.enrolled_on <= d.day::date
      and not exists (
        select 1 from check_ins ci
        where ci.child_id = ch.id and ci.local_date = d.day::date and ci.centre_id = ch.centre_id
          and ci.status = 'CHECKIN')
    group by ch.centre_id, d.day`);
  const counts = new Map<string, number>();
  for (const row of (result as unknown as { rows: ReportedAbsentRow[] }).rows) {
    counts.set(reportedAbsentKey(row.centreId, row.day), Number(row.reportedAbsent));
  }
  return counts;
}

export const reportedAbsentKey = (centreId: string, day: string) => `${centreId} ${day}`;
