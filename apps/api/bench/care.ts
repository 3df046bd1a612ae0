import { randomUUID } from 'node:crypto';
import { kualaLumpurDay } from '@cic/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { careCallers } from './care-callers';
import { seedCareMorning } from './care-seed';
import { type Caller, type Measurement, measure, type TimingOptions } from './measure';

/** `BENCH_CARE_CALLS`: calls each row is timed over. */
const calls = Number(process.env.BENCH_CARE_CALLS ?? 500);
/** Untimed calls before each timed row (their own centres and children). */
const warmup = 20;
/** A group's size: lunch for an age group of a 60-child centre. */
const groupSize = 15;

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/**
 * Issue 44's care log at scale (decisions 117 and 119), over HTTP against the API process: a
 * morning of care entries for every centre (`seedCareMorning`), then lunch recorded for a group of
 * 15 children with one exception (another centre each call, 1 and 8 at a time), a child's day as
 * its parent reads it and as the centre's teacher reads it (another child each call), and the
 * plans PostgreSQL chooses for the reads behind them.
 */
export async function measureCare(
  http: Caller,
  ctx: AppContext,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const seedStarted = performance.now();
  const seeded = await seedCareMorning(ctx);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const people = await careCallers(ctx, calls + warmup);
  const centre = (index: number) =>
    people.centres[index % people.centres.length] as (typeof people.centres)[0];
  const parent = (index: number) =>
    people.parents[index % people.parents.length] as (typeof people.parents)[0];
  const timing = (concurrency: number): TimingOptions => ({ requests: calls, warmup, concurrency });

  const lunch = (concurrency: number) =>
    measure(
      http,
      `POST /api/v2/center/care: lunch for ${groupSize} children with one exception, another centre each call, ${concurrency} at a time`,
      (index) => {
        const { teacherToken, childIds } = centre(index);
        // Each round over the centres takes the next age group.
        const from = (Math.floor(index / people.centres.length) * groupSize) % childIds.length;
        const group = childIds.slice(from, from + groupSize);
        return {
          method: 'POST',
          url: '/api/v2/center/care',
          headers: json(teacherToken),
          payload: JSON.stringify({
            kind: 'MEAL',
            meal: 'LUNCH',
            amount: 'ALL',
            childIds: group,
            exceptions: [{ childId: group[0], amount: 'SOME', note: 'Not hungry today' }],
            capturedAt: new Date().toISOString(),
            clientRequestId: randomUUID(),
          }),
        };
      },
      { ...timing(concurrency), status: 201 },
    );
  const results = [await lunch(1), await lunch(8)];
  for (const concurrency of [1, 8]) {
    results.push(
      await measure(
        http,
        `GET /api/v2/parent/children/:childId/care: a child's day read by its parent, another parent each call, ${concurrency} at a time`,
        (index) => ({
          method: 'GET',
          url: `/api/v2/parent/children/${parent(index).childId}/care`,
          headers: json(parent(index).token),
        }),
        timing(concurrency),
      ),
    );
  }
  for (const concurrency of [1, 8]) {
    results.push(
      await measure(
        http,
        `GET /api/v2/center/students/:childId/care: a child's day read by a teacher, another centre each call, ${concurrency} at a time`,
        (index) => {
          const { teacherToken, childIds } = centre(index);
          return {
            method: 'GET',
            url: `/api/v2/center/students/${childIds[index % childIds.length]}/care`,
            headers: json(teacherToken),
          };
        },
        timing(concurrency),
      ),
    );
  }
  return {
    results,
    notes: [
      `care log: ${seeded.entries.toLocaleString('en')} entries (a morning of ${seeded.children.toLocaleString('en')} children at ${seeded.centres.toLocaleString('en')} centres), seeded in ${seedSeconds.toFixed(1)} s`,
      ...(await carePlans(ctx, centre(0).centreId, parent(0).childId)),
    ],
  };
}

/** The plan of each read behind the timed calls, one line each: an index range, never a scan. */
async function carePlans(ctx: AppContext, centreId: string, childId: string) {
  const day = kualaLumpurDay(new Date());
  const reads: [string, SQL][] = [
    [
      "a child's day",
      sql`select e.id, e.details, m.name from care_entries e join managers m on m.id = e.recorded_by_id
          where e.child_id = ${childId} and e.local_date = ${day} and e.withdrawn_at is null
          order by e.occurred_at, e.id`,
    ],
    [
      "the day's check-ins",
      sql`select c.status, c.recorded_at, m.name from check_ins c left join managers m on m.id = c.recorded_by_id
          where c.child_id = ${childId} and c.local_date = ${day} order by c.recorded_at`,
    ],
    [
      "a group request's entries (sent once)",
      sql`select id, child_id from care_entries where centre_id = ${centreId}
          and client_request_id = ${randomUUID()} order by child_id`,
    ],
    [
      "a centre's day (the check-in list)",
      sql`select child_id, count(*) from care_entries where centre_id = ${centreId}
          and local_date = ${day} and withdrawn_at is null group by child_id`,
    ],
  ];
  const lines: string[] = [];
  for (const [name, query] of reads) {
    const plan = (await ctx.db.execute(sql`explain (costs off) ${query}`)) as unknown as Rows<{
      'QUERY PLAN': string;
    }>;
    lines.push(`plan of ${name}: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`);
  }
  return lines;
}
