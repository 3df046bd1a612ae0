import type { CentreType } from '@cic/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search-pattern';
import type { CentreListSort } from './centre-list';

export type CentreDayListRequest = CentreListSort & {
  day: string;
  /** Whether the day is a weekday (`expectsAttendance(day, 0)`): absentees and attendance count then. */
  weekday: boolean;
  search?: string;
  /** Only centres with fewer staff clocked in than needed (the kept `ratio_days` row, decision 131). */
  outOfRatio?: boolean;
  page: number;
  limit: number;
};

type ListRow = {
  all_centres: number;
  missing: number;
  matching: number;
  all_enrollment: number;
  expected_enrollment: number;
  all_checked_in: number;
  all_checked_out: number;
  all_compliant: number;
  all_absentees: number;
  id: string | null;
  name: string;
  type: CentreType;
  registered: boolean;
  enrollment: number;
  checked_in: number;
  checked_out: number;
  compliant: number;
  staff_present: number;
  staff_needed: number;
};

/**
 * The sort keys as SQL over the day's rows (`r`, or the page). Absentees and the percentages are
 * `attendanceFigures` (packages/contract) written again so the database can order and page by them;
 * the API test compares every sort with that function's figures. Names compare lower-cased byte
 * by byte (`collate "C"`): a locale comparison of 10,000 names costs several times more.
 */
const sortKeys: Record<CentreListSort['sortField'], (rows: SQL) => SQL> = {
  name: (rows) => sql`lower(${rows}.name) collate "C"`,
  type: (rows) => sql`${rows}.type::text`,
  registerStatus: (rows) => sql`${rows}.registered`,
  totalStudents: (rows) => sql`${rows}.enrollment`,
  checkins: (rows) => sql`${rows}.checked_in`,
  checkouts: (rows) => sql`${rows}.checked_out`,
  absentees: (rows) => sql`${rows}.absentees`,
  attendancePercentage: (rows) => sql`${rows}.attendance`,
  complianceUsage: (rows) => sql`${rows}.compliance`,
};

function orderOf({ sortField, sortDirection }: CentreListSort, rows: SQL): SQL {
  const direction = sortDirection === 'asc' ? sql`asc` : sql`desc`;
  // A '-' (null) goes last both ways; equal values fall back to the name.
  return sql`${sortKeys[sortField](rows)} ${direction} nulls last, lower(${rows}.name) collate "C", ${rows}.id`;
}

/**
 * ONE statement: the day's kept counts of every centre (the `(day, centre_id)` key range, one row
 * per centre, no children or check-ins read), their sums for the summary, how many the search
 * matches, and the requested page in order. With an empty page it still answers one row of sums.
 */
function listQuery(request: CentreDayListRequest): SQL {
  const { day, weekday, search, outOfRatio, page, limit } = request;
  const named = search ? sql`r.name ilike ${containsPattern(search)}` : sql`true`;
  const matches = outOfRatio ? sql`${named} and r.staff_present < r.staff_needed` : named;
  return sql`
    with day_rows as (
      select c.id, c.name, c.type, (c.activated_at is not null) as registered, (k.centre_id is null) as missing,
             coalesce(k.enrollment, 0) as enrollment, coalesce(k.checked_in, 0) as checked_in,
             coalesce(k.checked_out, 0) as checked_out, coalesce(k.compliant, 0) as compliant,
             (${weekday} or coalesce(k.checked_in, 0) > 0) as expected,
             coalesce(rd.staff_present, 0) as staff_present, coalesce(rd.staff_needed, 0) as staff_needed
      from centres c
      left join centre_day_counts k on k.day = ${day}::date and k.centre_id = c.id
      left join ratio_days rd on rd.local_date = ${day}::date and rd.centre_id = c.id
    ), r as (
      select d.*,
             case when d.expected then greatest(0, d.enrollment - d.checked_in) else 0 end as absentees,
             -- Percentages in hundredths, rounded half up as \`percentage()\` does, in integers (numeric
             -- division over 10,000 rows costs more than the rest of the statement).
             case when d.expected and d.enrollment > 0
                  then (d.checked_in * 20000 + d.enrollment) / (2 * d.enrollment) end as attendance,
             case when d.checked_in > 0 then (d.compliant * 20000 + d.checked_in) / (2 * d.checked_in) end as compliance
      from day_rows d
    ), sums as (
      select count(*)::int as all_centres, (count(*) filter (where r.missing))::int as missing,
             (count(*) filter (where ${matches}))::int as matching,
             coalesce(sum(r.enrollment), 0)::int as all_enrollment,
             coalesce(sum(r.enrollment) filter (where r.expected), 0)::int as expected_enrollment,
             coalesce(sum(r.checked_in), 0)::int as all_checked_in,
             coalesce(sum(r.checked_out), 0)::int as all_checked_out,
             coalesce(sum(r.compliant), 0)::int as all_compliant,
             coalesce(sum(r.absentees), 0)::int as all_absentees
      from r
    ), page as (
      -- A bounded (top-N) sort of the matching rows, then the same order over the page alone.
      select r.* from r where ${matches}
      order by ${orderOf(request, sql.raw('r'))}
      limit ${limit} offset ${(page - 1) * limit}
    )
    select sums.*, page.id, page.name, page.type, page.registered, page.enrollment, page.checked_in,
           page.checked_out, page.compliant, page.staff_present, page.staff_needed
    from sums left join page on true
    order by ${orderOf(request, sql.raw('page'))}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createCentreDayListRepository(db: Db) {
  return {
    async page(request: CentreDayListRequest) {
      const rows = rowsOf<ListRow>(await db.execute(listQuery(request)));
      const first = rows[0];
      if (!first) throw new Error('the centre list answered no row');
      return {
        missing: Number(first.missing),
        matching: Number(first.matching),
        network: {
          centres: Number(first.all_centres),
          enrollment: Number(first.all_enrollment),
          expectedEnrollment: Number(first.expected_enrollment),
          checkedIn: Number(first.all_checked_in),
          checkedOut: Number(first.all_checked_out),
          compliant: Number(first.all_compliant),
          absentees: Number(first.all_absentees),
        },
        centres: rows.flatMap((row) =>
          row.id === null
            ? []
            : [
                {
                  centreId: row.id,
                  name: row.name,
                  type: row.type,
                  registered: row.registered,
                  day: request.day,
                  enrollment: Number(row.enrollment),
                  checkedIn: Number(row.checked_in),
                  checkedOut: Number(row.checked_out),
                  compliant: Number(row.compliant),
                  staffPresent: Number(row.staff_present),
                  staffNeeded: Number(row.staff_needed),
                },
              ],
        ),
      };
    },

    /** Makes the day's missing rows (centres without one) from the raw tables; see the migration. */
    async fillDay(day: string) {
      await db.execute(sql`select centre_day_counts_fill(${day}::date)`);
    },
  };
}

/** The list's statement, for EXPLAIN and the raw timing in the bench. */
export const centreDayListSql = listQuery;
