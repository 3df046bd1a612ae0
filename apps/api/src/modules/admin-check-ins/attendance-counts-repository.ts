import type { AttendanceCounts, CentreType } from '@cic/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportedAbsentCounts, reportedAbsentKey } from './reported-absences-repository';

export type CountsRange = {
  first: string;
  last: string;
  /** One centre, or every centre when absent. */
  centreId?: string;
  /** Days after this one get no counts (the calendar's future days); defaults to `last`. */
  countUntil?: string;
};

export type CentreDayCounts = AttendanceCounts & {
  centreId: string;
  name: string;
  type: CentreType;
  registered: boolean;
  day: string;
};

/**
 * The counts behind the attendance figures (docs/decisions/019), one row per centre and Kuala
 * Lumpur day of the range, in ONE set-based statement:
 * - enrollment: the centre's active children enrolled on or before the day;
 * - checkedIn / checkedOut: those children with a CHECKIN / CHECKOUT whose `local_date` is the day;
 * - compliant: those checked in whose day also has a CHECKOUT. A record cannot exist without its
 *   photo and temperature (NOT NULL columns, 35–42 °C check), so every CHECKOUT row has both, and
 *   the per-day scan reads only the (local_date, centre_id, child_id, status) index.
 * A child has at most one record of each status per day (unique key), so counting rows per child
 * and status counts children. The columns are named as `CentreDayCounts`' fields and the counts
 * cast to int (which the driver reads as numbers), so a row is the answer as it comes.
 */
function countsQuery({ first, last, centreId, countUntil = last }: CountsRange): SQL {
  const ofCentre = (column: SQL) => (centreId ? sql` and ${column} = ${centreId}` : sql``);
  // An integer series: the planner knows its length (it guesses 1,000 rows for a series of dates,
  // which makes the list look costly enough to be JIT-compiled, 200 ms per call).
  const dayCount = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  return sql`
    with days as (
      select ${first}::date + i as day from generate_series(0, ${dayCount}) as i
    ), per_child as (
      select ci.centre_id, ci.local_date, ci.child_id,
             bool_or(ci.status = 'CHECKIN') as has_in,
             bool_or(ci.status = 'CHECKOUT') as has_out
      from check_ins ci
      where ci.local_date between ${first}::date and ${countUntil}::date${ofCentre(sql`ci.centre_id`)}
      -- In the index's order, so the index-only scan feeds the grouping without a sort.
      group by ci.local_date, ci.centre_id, ci.child_id
    )
    select c.id as "centreId", c.name, c.type, (c.activated_at is not null) as registered,
           days.day::text as day,
           count(ch.id)::int as enrollment,
           (count(ch.id) filter (where pc.has_in))::int as "checkedIn",
           (count(ch.id) filter (where pc.has_out))::int as "checkedOut",
           (count(ch.id) filter (where pc.has_in and pc.has_out))::int as compliant
    from centres c
    cross join days
    left join children ch
      on ch.centre_id = c.id and ch.active and ch.enrolled_on <= days.day and days.day <= ${countUntil}::date
    left join per_child pc
      on pc.centre_id = c.id and pc.child_id = ch.id and pc.local_date = days.day
    where true${ofCentre(sql`c.id`)}
    group by c.id, days.day`;
}

type MonthRange = { first: string; last: string; countUntil: string };

/**
 * A centre's month: `countsQuery` for the centre joined with each day's latest note and its author,
 * and the children flagged with a fever each day (the centre's records of the month by the
 * (centre, day) index; not part of the kept counts of the centre list).
 */
function monthQuery(centreId: string, range: MonthRange): SQL {
  return sql`
    select counts.*, note.text as note_text, note.email as note_author, coalesce(fevers.children, 0)::int as fevers
    from (${countsQuery({ ...range, centreId })}) as counts
    left join (
      select ci.local_date::text as day, count(distinct ci.child_id) as children
      from check_ins ci
      where ci.centre_id = ${centreId} and ci.fever
        and ci.local_date between ${range.first}::date and ${range.countUntil}::date
      group by ci.local_date
    ) as fevers on fevers.day = counts.day
    left join (
      select distinct on (n.date) n.date::text as day, n.text, a.email
      from notes n join admins a on a.id = n.author_admin_id
      where n.centre_id = ${centreId} and n.date between ${range.first}::date and ${range.last}::date
      order by n.date, n.created_at desc, n.id desc
    ) as note on note.day = counts.day
    order by counts.day`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createAttendanceCountsRepository(db: Db) {
  /** The rows with one centre's reported absences of the counted days (decision 078). */
  async function withReportedAbsent<Row extends CentreDayCounts>(
    centreId: string,
    range: CountsRange,
    rows: Row[],
  ) {
    const reported = await reportedAbsentCounts(db, [centreId], range.first, range.countUntil ?? range.last);
    return rows.map((row) => ({
      ...row,
      reportedAbsent: reported.get(reportedAbsentKey(row.centreId, row.day)) ?? 0,
    }));
  }

  return {
    /** Counts per centre and day over the range (every centre, or one: then with its reported absences). */
    async counts(range: CountsRange): Promise<CentreDayCounts[]> {
      const rows = rowsOf<CentreDayCounts>(await db.execute(countsQuery(range)));
      return range.centreId ? withReportedAbsent(range.centreId, range, rows) : rows;
    },

    /** One centre's month: the counts of each day and the day's latest note, in one query. */
    async month(centreId: string, range: MonthRange) {
      const result = await db.execute(monthQuery(centreId, range));
      type MonthRow = CentreDayCounts & {
        note_text: string | null;
        note_author: string | null;
        fevers: number;
      };
      const rows = await withReportedAbsent(centreId, range, rowsOf<MonthRow>(result));
      return rows.map(({ note_text, note_author, ...counts }) => ({
        ...counts,
        note: note_text !== null ? { text: note_text, author: note_author ?? '' } : null,
      }));
    },
  };
}

export type AttendanceCountsRepository = ReturnType<typeof createAttendanceCountsRepository>;

/** The calendar's statement, for EXPLAIN in the bench. */
export const calendarSqlForExplain = monthQuery;
