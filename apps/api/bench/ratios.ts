import { kualaLumpurDay } from '@cic/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { createRatioUpkeep } from '../src/modules/ratios';
import { adminToken } from './admin-check-ins';
import { type Caller, type Measurement, measure } from './measure';
import { timeCalls } from './time-calls';

/** `BENCH_RATIO_CALLS`: calls each row is timed over. */
const calls = Number(process.env.BENCH_RATIO_CALLS ?? 500);
const quiet = { error: () => {} };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Issue 45's ratios at scale (decision 131), after the seed's morning of check-ins (the triggers
 * kept the children's counts while it was written): every other centre gets one teacher clocked
 * in, every centre's day is settled once, then (1) the upkeep a check-in or clock entry adds, timed
 * alone on another centre each call (its CPU is this process's), and (2) the admin centre list
 * filtered to the centres out of ratio, over HTTP.
 */
export async function measureRatios(
  http: Caller,
  ctx: AppContext,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const today = kualaLumpurDay(ctx.clock());
  const seedStarted = performance.now();
  await ctx.db.execute(sql`
    insert into staff_shifts (centre_id, manager_id, local_date, started_at, recorded_by_id, recorded_at)
    select m.centre_id, m.id, ${today}::date, now() - interval '2 hours', m.id, now()
    from (select distinct on (centre_id) id, centre_id from managers where deleted_at is null order by centre_id, id) m
    join (select id, row_number() over (order by id) as n from centres) c on c.id = m.centre_id
    where c.n % 2 = 0
    on conflict do nothing`);
  const centreIds = rowsOf<{ id: string }>(await ctx.db.execute(sql`select id from centres order by id`)).map(
    (row) => row.id,
  );
  const upkeep = createRatioUpkeep(ctx);
  for (const centreId of centreIds) await upkeep.afterChange(centreId, today, quiet);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [counts] = rowsOf<{ out: number; present: number }>(
    await ctx.db.execute(sql`
      select (count(*) filter (where staff_present < staff_needed))::int as out,
             coalesce(sum(staff_present), 0)::int as present
      from ratio_days where local_date = ${today}::date`),
  );

  const centre = (index: number) => centreIds[index % centreIds.length] as string;
  const upkeepRow = await timeCalls(
    'ratio upkeep after a check-in or clock entry (lock the day row, read the counts and rules, save), another centre each call',
    (index) => upkeep.afterChange(centre(index), today, quiet),
    { requests: calls, warmup: 20, concurrency: 1 },
  );
  const headers = { authorization: `Bearer ${await adminToken(ctx)}` };
  const filtered = await measure(
    http,
    'GET /api/v2/admin/checkin/center?outOfRatio=true: the centres out of ratio now, first page of 50',
    { method: 'GET', url: '/api/v2/admin/checkin/center?outOfRatio=true', headers },
    { requests: Math.min(calls, 200), warmup: 10, concurrency: 4 },
  );
  return {
    results: [upkeepRow, filtered],
    notes: [
      `ratios: ${centreIds.length} centres settled in ${seedSeconds.toFixed(1)} s, ${counts?.present ?? 0} staff clocked in, ${counts?.out ?? 0} centres out of ratio today`,
      `ratios: the upkeep's own CPU per call ${upkeepRow.cpuMs?.toFixed(3) ?? '-'} ms (p95 ${upkeepRow.p95.toFixed(2)} ms wall)`,
    ],
  };
}
