import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { centreDayCounts } from '../src/db/schema/index';
import { createAttendanceCountsRepository } from '../src/modules/admin-check-ins/attendance-counts-repository';

type Counts = { enrollment: number; checkedIn: number; checkedOut: number; compliant: number };

const pick = ({ enrollment, checkedIn, checkedOut, compliant }: Counts) => ({
  enrollment,
  checkedIn,
  checkedOut,
  compliant,
});

/**
 * Every kept centre-day row of the days `first` to `last` beside a fresh count of the same centre
 * and day over the raw tables (decision 019's query, the reference of decisions 043 and 076).
 */
export async function keptAndRaw(db: Db, first: string, last: string) {
  const kept = await db
    .select()
    .from(centreDayCounts)
    .where(sql`${centreDayCounts.day} between ${first}::date and ${last}::date`);
  const raw = await createAttendanceCountsRepository(db).counts({ first, last });
  const key = (centreId: string, day: string) => `${centreId} ${day}`;
  const rawByKey = new Map(raw.map((row) => [key(row.centreId, row.day), row]));
  return {
    kept: kept.map((row) => ({ key: key(row.centreId, row.day), counts: pick(row) })),
    raw: kept.map((row) => {
      const fresh = rawByKey.get(key(row.centreId, row.day));
      return { key: key(row.centreId, row.day), counts: fresh ? pick(fresh) : null };
    }),
    rawKeys: raw.map((row) => key(row.centreId, row.day)).sort(),
    keptKeys: kept.map((row) => key(row.centreId, row.day)).sort(),
  };
}
