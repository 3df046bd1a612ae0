import { calendarMonthBounds, centreListSortFields, expectsAttendance, kualaLumpurDay } from '@cic/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../src/app-context';
import type { DatabaseHandle } from '../src/db/client';
import { adminModules, adminPermissions, admins, centres } from '../src/db/schema/index';
import {
  type CentreDayListRequest,
  calendarSqlForExplain,
  centreDayListSql,
} from '../src/modules/admin-check-ins';
import { type Caller, type Measurement, measure } from './measure';
import { timeCalls } from './time-calls';

/**
 * The admin check-in dashboards on the scale data set: a page of the centre list for a day (the
 * kept day counts, decision 043), timed over real HTTP (a keep-alive client on a loopback port) and
 * as the bare statement on the same database, 1 and 2 at a time, with the ratio; then a centre's
 * month calendar and the centre detail through app.inject. Days rotate over the last 7 seeded
 * days, sorts over every column and direction and pages over the first 20, so no call is answered
 * from a warm copy of the one before.
 */
export async function measureAdminCheckIns(
  app: Caller,
  /** Where the API listens (the list is timed with `fetch` against it). */
  origin: string,
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
  const pages = Math.max(1, Math.min(20, Math.ceil(centreIds.length / 50)));
  const reported = await reportAbsences(database, daysBack(7), today);
  const listRequest = (index: number): CentreDayListRequest => {
    const day = days[index % days.length] as string;
    return {
      day,
      weekday: expectsAttendance(day, 0),
      sortField: centreListSortFields[index % centreListSortFields.length] ?? 'registerStatus',
      sortDirection: index % 2 === 0 ? 'asc' : 'desc',
      page: 1 + ((index * 7) % pages),
      limit: 50,
    };
  };
  const listUrl = (request: CentreDayListRequest) =>
    `/api/v2/admin/checkin/center?date=${request.day}&sortField=${request.sortField}&sortDirection=${request.sortDirection}&page=${request.page}&limit=${request.limit}`;
  const overHttp = async (index: number) => {
    const response = await fetch(`${origin}${listUrl(listRequest(index))}`, { headers });
    if (response.status !== 200)
      throw new Error(`centre list: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const bare = (index: number) => database.db.execute(centreDayListSql(listRequest(index)));
  const listName = `${centreIds.length} centres, page of 50`;
  const calls = (concurrency: number) => ({ requests: 200, concurrency, warmup: 20 });
  const list = {
    http1: await timeCalls(
      `GET /admin/checkin/center over HTTP (${listName}, 1 at a time)`,
      overHttp,
      calls(1),
    ),
    sql1: await timeCalls(`  the same statement alone (1 at a time)`, bare, calls(1)),
    http2: await timeCalls(
      `GET /admin/checkin/center over HTTP (${listName}, 2 at a time)`,
      overHttp,
      calls(2),
    ),
    sql2: await timeCalls(`  the same statement alone (2 at a time)`, bare, calls(2)),
  };
  const answerBytes = (await (await fetch(`${origin}${listUrl(listRequest(0))}`, { headers })).arrayBuffer())
    .byteLength;

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
    list.http1,
    list.sql1,
    list.http2,
    list.sql2,
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

  const ratio = (http: Measurement, statement: Measurement) =>
    `p50 ${(http.p50 / statement.p50).toFixed(2)}, p95 ${(http.p95 / statement.p95).toFixed(2)}, rate ${(http.perSecond / statement.perSecond).toFixed(2)}`;
  const notes: string[] = [
    `centre list, HTTP over the bare statement: 1 at a time ${ratio(list.http1, list.sql1)}; 2 at a time ${ratio(list.http2, list.sql2)}; a page answers ${(answerBytes / 1024).toFixed(1)} KB`,
    `reported absences: ${reported} children reported absent over the timed days (decision 078; the list reads them for the page's centres, the bare statement does not)`,
  ];
  if (database.kind === 'postgres') {
    const statements = async (options: InjectOptions) => countStatements(() => app.inject(options));
    notes.push(
      `statements per request (2 of them resolve the admin's session): list ${await statements({ method: 'GET', url: listUrl(listRequest(0)), headers })}, calendar ${await statements(calendar(0))}, detail ${await statements(detail(0))}`,
    );
  }
  const day = days[0] as string;
  const month = calendarMonthBounds(day);
  notes.push(
    `plan of a centre list page (${day}, sorted by attendance):`,
    ...(await plan(database, centreDayListSql({ ...listRequest(0), sortField: 'attendancePercentage' }))),
    `plan of the calendar (${day.slice(0, 7)}, one centre):`,
    ...(await plan(database, calendarSqlForExplain(centreIds[0] as string, { ...month, countUntil: today }))),
  );
  return { results, notes };
}

/**
 * Parents' reports over the timed days for about one child in 30 (decision 078), so the list's read
 * of the page's reported absences finds some; written straight to the table like the scale seed.
 */
async function reportAbsences(database: DatabaseHandle, first: string, last: string): Promise<number> {
  const result = await database.db.execute(sql`
    with made as (
      insert into absences (child_id, first_day, last_day, reason)
      select ch.id, ${first}::date, ${last}::date, 'SICK'
      from children ch
      where ch.active and abs(hashtext(ch.id::text)) % 30 = 0
        and not exists (select 1 from absences a where a.child_id = ch.id)
      returning child_id
    )
    select count(*)::int as made from made`);
  return Number((result as unknown as { rows: { made: number }[] }).rows[0]?.made ?? 0);
}

export async function adminToken(ctx: AppContext) {
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
    .filter((line) => /Scan|Join|Aggregate|Nested Loop|Sort|Limit|Execution Time|Index Cond/.test(line))
    .map((line) => `    ${line.replace(/\s+\(cost=[^)]*\)/, '')}`);
}
