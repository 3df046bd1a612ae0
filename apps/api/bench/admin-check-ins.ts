import { calendarMonthBounds, kualaLumpurDay } from '@cic/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../src/app-context';
import type { DatabaseHandle } from '../src/db/client';
import { adminModules, adminPermissions, admins, centres } from '../src/db/schema/index';
import { adminCheckInsSqlForExplain } from '../src/modules/admin-check-ins';
import { type Caller, type Measurement, measure } from './measure';

/**
 * The admin check-in dashboards on the scale data set: the centre list for a day (every centre in
 * one statement) and a centre's month calendar, plus the centre detail. Head-office staff are few,
 * so these run 1 at a time (latency), and the list also 4 at a time (two admins per core).
 * Days rotate over the last 7 seeded days and the calendar over every centre, so no call is
 * answered from a warm copy of the one before.
 */
export async function measureAdminCheckIns(
  app: Caller,
  ctx: AppContext,
  database: DatabaseHandle,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const token = await adminToken(ctx);
  const headers = { authorization: `Bearer ${token}` };
  const today = kualaLumpurDay(new Date());
  const daysBack = (n: number) => kualaLumpurDay(new Date(Date.now() - n * 86_400_000));
  const days = Array.from({ length: 7 }, (_, index) => daysBack(index + 1));
  const centreIds = (
    await database.db.select({ id: centres.id }).from(centres).orderBy(asc(centres.name))
  ).map((row) => row.id);
  const list = (index: number) => ({
    method: 'GET' as const,
    url: `/api/v2/admin/checkin/center?date=${days[index % days.length]}`,
    headers,
  });
  const calendar = (index: number) => ({
    method: 'GET' as const,
    url: `/api/v2/admin/checkin/center/${centreIds[(index * 7919) % centreIds.length]}/calendar?date=${days[0]}`,
    headers,
  });
  const detail = (index: number) => ({
    method: 'GET' as const,
    url: `/api/v2/admin/checkin/center/${centreIds[(index * 7919) % centreIds.length]}?date=${days[index % days.length]}`,
    headers,
  });

  const results = [
    await measure(app, `GET /api/v2/admin/checkin/center (${centreIds.length} centres, 1 at a time)`, list, {
      requests: 100,
      concurrency: 1,
      warmup: 10,
    }),
    await measure(app, `GET /api/v2/admin/checkin/center (${centreIds.length} centres, 4 at a time)`, list, {
      requests: 100,
      concurrency: 4,
      warmup: 10,
    }),
    await measure(app, 'GET /api/v2/admin/checkin/center/:id/calendar (1 at a time)', calendar, {
      requests: 500,
      concurrency: 1,
      warmup: 20,
    }),
    await measure(app, 'GET /api/v2/admin/checkin/center/:id (detail, 1 at a time)', detail, {
      requests: 300,
      concurrency: 1,
      warmup: 20,
    }),
  ];

  const notes: string[] = [];
  if (database.kind === 'postgres') {
    const statements = async (options: ReturnType<typeof list>) => countStatements(() => app.inject(options));
    notes.push(
      `statements per request (2 of them resolve the admin's session): list ${await statements(list(0))}, calendar ${await statements(calendar(0))}, detail ${await statements(detail(0))}`,
    );
  }
  const day = days[0] as string;
  const month = calendarMonthBounds(day);
  notes.push(
    `plan of the centre list (${day}):`,
    ...(await plan(database, adminCheckInsSqlForExplain.centreList(day))),
    `plan of the calendar (${day.slice(0, 7)}, one centre):`,
    ...(await plan(
      database,
      adminCheckInsSqlForExplain.calendar(centreIds[0] as string, { ...month, countUntil: today }),
    )),
  );
  return { results, notes };
}

async function adminToken(ctx: AppContext) {
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: 'bench-admin@bench.test', passwordHash: 'not-used' })
    .returning();
  const [module] = await ctx.db.select().from(adminModules).where(eq(adminModules.key, 'CHECKIN'));
  if (!admin || !module) throw new Error('bench admin not created');
  await ctx.db.insert(adminPermissions).values({ adminId: admin.id, moduleId: module.id, sortOrder: 1 });
  return (await ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id })).token;
}

/** How many statements reach the PostgreSQL server while `work` runs (node-postgres only). */
async function countStatements(work: () => Promise<unknown>): Promise<number> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return count;
}

/** EXPLAIN (ANALYZE, BUFFERS): the plan's node lines and the execution time. */
async function plan(database: DatabaseHandle, query: SQL): Promise<string[]> {
  const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Join|Aggregate|Nested Loop|Execution Time|Index Cond/.test(line))
    .map((line) => `    ${line.replace(/\s+\(cost=[^)]*\)/, '')}`);
}
