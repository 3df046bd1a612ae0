import { encodeAgeingPosition, kualaLumpurDay } from '@cic/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { benchAdmin } from './bench-admin';
import { type Caller, type Measurement, measure } from './measure';

type Run = { id: string; status: string; invoices: number; lines: number; totalSen: number; issued: number };
type AgeingAnswer = { meta: { total: number } };

const base = '/api/v2/admin/billing';
/** `BENCH_BILLING_READS`: calls a read is timed over (200 by default; fewer where each takes seconds). */
const reads = Number(process.env.BENCH_BILLING_READS ?? 200);
/**
 * Twenty calls warm each read first, as the admin dashboards' bench does: a server connection's
 * first reads of a table it has not touched cost up to 0.5 s on this machine, once (the API
 * keeps its connections). The warm calls read other pages, names and places than the timed ones.
 */
const readCalls = { requests: reads, warmup: 20, concurrency: 1 };

/**
 * Issue 41's monthly run at scale, end to end on the job queue: every seeded child (`seedScale`)
 * in a family (one family in five has two children at its centre, for the sibling discount), each
 * package with a monthly fee (RM 600.00, 10 % off a sibling) and a deposit, every child enrolled,
 * one in ten from the 10th of the month (pro-rated, with the deposit) and one in twenty leaving
 * on the 20th. The POST of a run that issues when drafted, until the run reads ISSUED; then its
 * totals against SQL. Then the ageing page (some invoices paid, others due one to four months ago)
 * and a family's statement of account, one call at a time. No parents are seeded, so the issued
 * notices find no one to tell: their delivery is timed by the announcement bench, not here.
 */
export async function measureMonthlyBilling(
  caller: Caller,
  ctx: AppContext,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const admin = await benchAdmin(ctx, 'BILLING');
  const headers = { authorization: `Bearer ${admin.token}` };
  const get = async <T>(url: string): Promise<T> => {
    const response = await caller.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as T;
  };
  const month = kualaLumpurDay(new Date()).slice(0, 7);
  const seeded = await seedBilling(ctx, `${month}-01`, admin.id);

  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });
  let run: Run;
  let draftedAfter = 0;
  let seconds: number;
  try {
    const started = performance.now();
    const response = await caller.inject({
      method: 'POST',
      url: `${base}/runs`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ month, issueWhenDrafted: true }),
    });
    if (response.statusCode !== 202)
      throw new Error(`billing run: HTTP ${response.statusCode} ${response.body}`);
    const { id } = (JSON.parse(response.body) as { data: { id: string } }).data;
    for (;;) {
      run = (await get<{ data: Run }>(`${base}/runs/${id}`)).data;
      if (!draftedAfter && run.status === 'ISSUING') draftedAfter = (performance.now() - started) / 1000;
      if (run.status === 'ISSUED' || run.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    seconds = (performance.now() - started) / 1000;
  } finally {
    await ctx.jobs.stop();
  }
  if (run.status !== 'ISSUED') throw new Error(`billing run ended ${run.status}`);
  const checked = await checkRun(ctx, run, `${month}-01`);

  const drainedAfter = await queueDrained(ctx);
  await ageInvoices(ctx, `${month}-01`);
  const ageing = await get<AgeingAnswer>(`${base}/ageing?limit=20`);
  const late = await get<AgeingAnswer>(`${base}/ageing?limit=20&bucket=OVER_90`);
  const asOf = kualaLumpurDay(new Date());
  const places = await placesAcross(ctx, reads + readCalls.warmup, sql`true`);
  const latePlaces = await placesAcross(
    ctx,
    reads + readCalls.warmup,
    sql`oldest_due_date <= ${asOf}::date - 91`,
  );
  const accounts = await familyAccounts(ctx);
  const read = (name: string, url: (index: number) => string) =>
    measure(caller, name, (index) => ({ method: 'GET', url: url(index), headers }), readCalls);
  const account = (index: number) =>
    accounts[index % accounts.length] as { familyId: string; centreId: string };
  const results = [
    await read('GET /admin/billing/ageing: page 1 of 20', () => `${base}/ageing?limit=20`),
    await read(
      `GET /admin/billing/ageing: Next anywhere in the list (of ${pageCount(ageing)} pages)`,
      (index) => `${base}/ageing?limit=20&page=2&after=${places[index % places.length]}`,
    ),
    await read('GET /admin/billing/ageing: over 90 days', () => `${base}/ageing?limit=20&bucket=OVER_90`),
    await read(
      `GET /admin/billing/ageing: over 90 days, Next anywhere (of ${pageCount(late)} pages)`,
      (index) =>
        `${base}/ageing?limit=20&page=2&bucket=OVER_90&after=${latePlaces[index % latePlaces.length]}`,
    ),
    await read(
      "GET /admin/billing/ageing: search by a family's name",
      (index) =>
        `${base}/ageing?limit=20&search=${encodeURIComponent(`Family ${1 + (index % 60)} of Scale`)}`,
    ),
    await read('GET /admin/billing/ageing/summary', () => `${base}/ageing/summary`),
    await read(
      "GET /admin/billing/ageing/summary: a page of centres across the 10,000's",
      (index) => `${base}/ageing/summary?limit=20&page=${1 + ((index * 7919) % 500)}`,
    ),
    await read(
      'GET /admin/billing/ageing/summary: over 90 days',
      () => `${base}/ageing/summary?bucket=OVER_90`,
    ),
    await read(
      "GET /admin/billing/statement: a family's year",
      (index) =>
        `${base}/statement?familyId=${account(index).familyId}&centerId=${account(index).centreId}&from=${month.slice(0, 4)}-01-01`,
    ),
  ];
  return {
    results,
    notes: [
      `monthly billing run (${month}, issue when drafted): ${seeded.children.toLocaleString('en')} children in ${seeded.families.toLocaleString('en')} families at ${seeded.centres.toLocaleString('en')} centres; ${run.invoices.toLocaleString('en')} invoices, ${run.lines.toLocaleString('en')} lines, RM ${(run.totalSen / 100).toLocaleString('en', { minimumFractionDigits: 2 })}; drafted after ${draftedAfter.toFixed(1)} s, ISSUED after ${seconds.toFixed(1)} s (target < 300 s)`,
      `run totals checked against SQL: ${checked.invoices.toLocaleString('en')} invoices numbered without gaps, ${checked.totalSen} sen`,
      `ageing list: ${ageing.meta.total.toLocaleString('en')} family accounts owing (read once the API's workers had sent the run's notices, ${drainedAfter} s after it was issued)`,
    ],
  };
}

/** Families, fees and enrolment periods for every seeded child, written set-based. */
async function seedBilling(ctx: AppContext, first: string, adminId: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_kids on commit drop as
      select ch.id, ch.centre_id, ch.package_id, ch.enrolled_on, k,
             -- A version 4 id made from the centre and the family's number (ids are checked as RFC 9562).
             overlay(overlay(md5(ch.centre_id::text || '/' || case when k % 5 = 0 then k - 1 else k end)
               placing '4' from 13) placing '8' from 17)::uuid as family_id,
             case when k % 5 = 0 then k - 1 else k end as family_number, c.name as centre_name
      from children ch join centres c on c.id = ch.centre_id
      cross join lateral (select split_part(ch.name, ' ', 2)::int as k) number
      where ch.name like 'Child % of Scale Centre %'`);
    await tx.execute(sql`
      insert into families (id, named_after)
      select distinct family_id, 'Family ' || family_number || ' of ' || centre_name from bench_kids`);
    await tx.execute(
      sql`update children ch set family_id = b.family_id from bench_kids b where b.id = ch.id`,
    );
    await tx.execute(sql`
      insert into fees (package_id, charged_when, name)
      select distinct package_id, kind.charged::fee_charge_time, kind.name
      from bench_kids cross join (values ('MONTHLY', null), ('ON_ENROLMENT', 'Deposit')) as kind(charged, name)`);
    await tx.execute(sql`
      insert into fee_prices (fee_id, effective_from, amount_sen, sibling_discount_basis_points, created_by_admin_id)
      select f.id, (${first}::date - interval '1 year')::date,
             case when f.charged_when = 'MONTHLY' then 60000 else 50000 end,
             case when f.charged_when = 'MONTHLY' then 1000 else 0 end, ${adminId}::uuid
      from fees f join packages p on p.id = f.package_id join centres c on c.id = p.centre_id
      where c.name like 'Scale Centre %'`);
    await tx.execute(sql`
      insert into enrolment_periods (child_id, centre_id, package_id, starts_on, ends_on)
      select id, centre_id, package_id,
             case when k % 10 = 0 then ${first}::date + 9 else least(enrolled_on, ${first}::date - 31) end,
             case when k % 20 = 1 then ${first}::date + 19 end
      from bench_kids`);
  });
  await ctx.db.execute(sql`vacuum analyze`);
  const result = (await ctx.db.execute(sql`
    select (select count(*) from children where family_id is not null)::int as children,
           (select count(*) from families)::int as families,
           (select count(distinct centre_id) from enrolment_periods)::int as centres`)) as unknown as Rows<{
    children: number;
    families: number;
    centres: number;
  }>;
  const row = result.rows[0];
  if (!row) throw new Error('billing seed not counted');
  return row;
}

/** The run's figures against the month's invoices in SQL, numbered one after another. */
async function checkRun(ctx: AppContext, run: Run, periodMonth: string) {
  const result = (await ctx.db.execute(sql`
    select count(*)::int as invoices, coalesce(sum(total_sen), 0)::bigint as total_sen,
           count(distinct number)::int as numbers,
           (max(substring(number from '[0-9]+$')::int) - min(substring(number from '[0-9]+$')::int) + 1)::int as span
    from invoices where period_month = ${periodMonth}::date and status <> 'DRAFT'`)) as unknown as Rows<{
    invoices: number;
    total_sen: string;
    numbers: number;
    span: number;
  }>;
  const row = result.rows[0];
  const totalSen = Number(row?.total_sen);
  if (!row || row.invoices !== run.issued || totalSen !== run.totalSen || row.numbers !== row.span) {
    throw new Error(`run ${JSON.stringify(run)} differs from SQL ${JSON.stringify(row)}`);
  }
  return { invoices: row.invoices, totalSen };
}

/**
 * What a finance office has some months on: a third of the month's invoices paid, a tenth part
 * paid, and the rest spread over due dates from this month to four months ago.
 */
async function ageInvoices(ctx: AppContext, periodMonth: string) {
  const bucket = sql`abs(hashtext(id::text)) % 30`;
  await ctx.db.execute(sql`
    update invoices set status = 'PAID', paid_sen = total_sen
    where period_month = ${periodMonth}::date and ${bucket} < 10`);
  await ctx.db.execute(sql`
    update invoices set status = 'PARTLY_PAID', paid_sen = total_sen / 2
    where period_month = ${periodMonth}::date and ${bucket} between 10 and 12 and total_sen >= 2`);
  await ctx.db.execute(sql`
    update invoices set issue_date = issue_date - (${bucket} % 5) * 30, due_date = due_date - (${bucket} % 5) * 30
    where period_month = ${periodMonth}::date and ${bucket} >= 10`);
  // What autovacuum gives a live server after such changes.
  await ctx.db.execute(sql`vacuum analyze invoices, owed_accounts, owed_by_due_date`);
}

/**
 * Waits (at most ten minutes) until no job is waiting or running: the API process's workers send
 * the run's notices after it is issued, and the reads are timed on their own, not beside them.
 * The seconds it waited.
 */
async function queueDrained(ctx: AppContext) {
  const started = performance.now();
  for (;;) {
    const result = (await ctx.db.execute(sql`
      select count(*)::int as busy from pgboss.job
      where state in ('created', 'retry', 'active') and start_after <= now()`)) as unknown as Rows<{
      busy: number;
    }>;
    const seconds = Math.round((performance.now() - started) / 1000);
    if (!result.rows[0]?.busy || seconds > 600) return seconds;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Two hundred families' accounts (family and centre) picked across the set. */
/** Pages of the ageing list, each as many rows as the list's pages. */
const pageCount = (answer: AgeingAnswer) => Math.ceil(answer.meta.total / 20).toLocaleString('en');

/**
 * The places of `count` rows spread evenly down the ageing list's order, among the accounts
 * `where` keeps, as a row's `position` names them: Next from there reads the page after it.
 */
async function placesAcross(ctx: AppContext, count: number, where: SQL) {
  const result = (await ctx.db.execute(sql`
    select owed_sen, centre_name, sort_name, owner_id, centre_id from (
      select *, row_number() over (order by -owed_sen, centre_name, sort_name, owner_id, centre_id) as at,
             count(*) over () as rows
      from owed_accounts where ${where}) ranked
    where at % greatest(rows / ${count}, 1) = 0 limit ${count}`)) as unknown as Rows<{
    owed_sen: string;
    centre_name: string;
    sort_name: string;
    owner_id: string;
    centre_id: string;
  }>;
  // Spread the depths over the calls rather than walking down the list in order.
  return result.rows
    .map((row) =>
      encodeAgeingPosition({
        owedSen: Number(row.owed_sen),
        centreName: row.centre_name,
        sortName: row.sort_name,
        ownerId: row.owner_id,
        centreId: row.centre_id,
      }),
    )
    .sort((a, b) => a.localeCompare(b));
}

async function familyAccounts(ctx: AppContext) {
  const result = (await ctx.db.execute(sql`
    select family_id, centre_id from invoices where family_id is not null
    order by md5(id::text) limit 200`)) as unknown as Rows<{ family_id: string; centre_id: string }>;
  return result.rows.map((row) => ({ familyId: row.family_id, centreId: row.centre_id }));
}
