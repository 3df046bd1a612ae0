import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { children, invoices } from '../src/db/schema/index';
import { type Caller, type Measurement, measure } from './measure';

type Run = { status: string; invoices: number; items: number; totalSen: number; errorMessage: string | null };
type ListAnswer = {
  data: { totals: { outstandingSen: number; collectedSen: number } };
  meta: { total: number };
};

const base = '/api/v2/admin/overtime';
const listCalls = { requests: 200, warmup: 20, concurrency: 1 };

/**
 * Invoicing the month's READY report (from `overtime-report.ts`) end to end: the POST of a run
 * that issues every invoice, the queue picking it up, its batches of centres (decision 074),
 * until the run reads DONE. Then the Invoices list at that size, one call at a time (head office
 * is a few people: latency): page 1, pages across the list, searches by child and by number, a
 * status filter and the overdue filter. Before the list is timed, some invoices are made paid,
 * part-paid and overdue straight in SQL (no payment rows), so each filter finds something, and
 * the list's totals are checked against the same sums in SQL.
 */
export async function measureOvertimeInvoicing(
  caller: Caller,
  ctx: AppContext,
  report: { reportId: string; token: string },
): Promise<{ results: Measurement[]; notes: string[] }> {
  const headers = { authorization: `Bearer ${report.token}` };
  const get = async <T>(url: string): Promise<T> => {
    const response = await caller.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as T;
  };
  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });
  let run: Run;
  let seconds: number;
  let answeredMs: number;
  try {
    const started = performance.now();
    const response = await caller.inject({
      method: 'POST',
      url: `${base}/invoicing/reports/${report.reportId}/runs`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ issue: true }),
    });
    if (response.statusCode !== 202)
      throw new Error(`invoicing run: HTTP ${response.statusCode} ${response.body}`);
    answeredMs = performance.now() - started;
    const { id } = (JSON.parse(response.body) as { data: { id: string } }).data;
    for (;;) {
      run = (await get<{ data: Run }>(`${base}/invoicing/runs/${id}`)).data;
      if (run.status === 'DONE' || run.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    seconds = (performance.now() - started) / 1000;
  } finally {
    await ctx.jobs.stop();
  }
  if (run.status !== 'DONE') throw new Error(`invoicing run ended ${run.status}: ${run.errorMessage}`);

  await varyStatuses(ctx, report.reportId);
  const split = (
    await get<{ data: { totalSen: number; invoicedSen: number; uninvoicedSen: number } }>(
      `${base}/invoicing/reports/${report.reportId}`,
    )
  ).data;
  const checked = await checkTotals(ctx, await get<ListAnswer>(`${base}/invoices?limit=20`));
  const pages = Math.max(1, Math.floor(run.invoices / 20));
  const names = await childNames(ctx);
  const [sample] = await ctx.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.reportId, report.reportId))
    .limit(1);
  const numberPrefix = (sample?.number ?? 'INV-2026-000001').slice(0, -2);
  const list = (name: string, url: (index: number) => string) =>
    measure(
      caller,
      `GET /admin/overtime/invoices: ${name}`,
      (index) => ({ method: 'GET', url: url(index), headers }),
      listCalls,
    );
  const results = [
    await list('page 1 of 20', () => `${base}/invoices?limit=20`),
    await list(
      `pages across the list (of ${pages.toLocaleString('en')})`,
      (index) => `${base}/invoices?limit=20&page=${1 + ((index * 7919) % pages)}`,
    ),
    await list(
      "search by a child's name",
      (index) =>
        `${base}/invoices?limit=20&search=${encodeURIComponent(names[index % names.length] as string)}`,
    ),
    await list(
      'search by number',
      (index) => `${base}/invoices?limit=20&search=${numberPrefix}${String(index % 100).padStart(2, '0')}`,
    ),
    await list('status PAID', (index) => `${base}/invoices?limit=20&status=PAID&page=${1 + (index % 10)}`),
    await list('overdue', (index) => `${base}/invoices?limit=20&overdue=true&page=${1 + (index % 10)}`),
  ];
  return {
    results,
    notes: [
      `overtime invoicing run (issue): ${run.invoices.toLocaleString('en')} invoices, ${run.items.toLocaleString('en')} items, RM ${(run.totalSen / 100).toLocaleString('en', { minimumFractionDigits: 2 })}; POST answered in ${answeredMs.toFixed(0)} ms, DONE after ${seconds.toFixed(2)} s (target < 60 s); report total ${split.totalSen} sen = invoiced ${split.invoicedSen} + uninvoiced ${split.uninvoicedSen}`,
      `invoices list totals checked against SQL over all ${checked.toLocaleString('en')} invoices: equal`,
    ],
  };
}

/**
 * About a tenth of the report's invoices paid, a tenth part-paid, and a third issued and due a
 * month earlier (overdue), as an invoice list some months old would hold.
 */
async function varyStatuses(ctx: AppContext, reportId: string) {
  const bucket = sql`abs(hashtext(${invoices.id}::text)) % 30`;
  const ofReport = sql`${invoices.reportId} = ${reportId}`;
  await ctx.db.execute(sql`
    update ${invoices} set status = 'PAID', paid_sen = total_sen
    where ${ofReport} and ${bucket} < 3`);
  await ctx.db.execute(sql`
    update ${invoices} set status = 'PARTLY_PAID', paid_sen = total_sen / 2
    where ${ofReport} and ${bucket} between 3 and 5 and total_sen >= 2`);
  await ctx.db.execute(sql`
    update ${invoices} set issue_date = issue_date - 30, due_date = due_date - 30
    where ${ofReport} and ${bucket} >= 20`);
  // What autovacuum gives a live server after such changes.
  await ctx.db.execute(sql`vacuum analyze invoices`);
}

/** The list's count and totals against the same sums straight in SQL; returns the count. */
async function checkTotals(ctx: AppContext, answer: ListAnswer) {
  const result = (await ctx.db.execute(sql`
    select count(*)::int as total,
      coalesce(sum(total_sen - paid_sen) filter (where status in ('ISSUED', 'PARTLY_PAID')), 0)::bigint as outstanding,
      coalesce(sum(paid_sen - credited_sen), 0)::bigint as collected
    from invoices`)) as unknown as {
    rows: { total: number; outstanding: string; collected: string }[];
  };
  const row = result.rows[0];
  const expected = [row?.total, Number(row?.outstanding), Number(row?.collected)];
  const got = [answer.meta.total, answer.data.totals.outstandingSen, answer.data.totals.collectedSen];
  if (expected.join() !== got.join()) throw new Error(`list totals ${got} differ from SQL ${expected}`);
  return answer.meta.total;
}

/** Forty seeded children's names ('Child 12 of Scale Centre 345'), to search by. */
async function childNames(ctx: AppContext) {
  const rows = await ctx.db
    .select({ name: children.name })
    .from(children)
    .orderBy(sql`md5(${children.id}::text)`)
    .limit(40);
  return rows.map((row) => row.name);
}
