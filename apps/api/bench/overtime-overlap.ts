import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Caller } from './measure';

type Report = { status: string; startDate: string; endDate: string; _count: { items: number } };
type Run = { status: string; invoices: number; items: number; totalSen: number; errorMessage: string | null };

const base = '/api/v2/admin/overtime';

/**
 * Issue 39's overlap at national size (decision 087): after the month is invoiced, a second report
 * over the same days is generated and invoiced whole on the queue. Every one of its charges is
 * already on an invoice of the first, so the run must make nothing; the check is in SQL too (no
 * check-out on live invoices of two reports, no block of one on two live lines). Times the
 * generation and the run, each from its POST to READY or DONE.
 */
export async function measureOverlappingReport(
  caller: Caller,
  ctx: AppContext,
  month: { reportId: string; token: string },
): Promise<{ notes: string[] }> {
  const headers = { authorization: `Bearer ${month.token}` };
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const response = await caller.inject({
      method,
      url,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
    return (JSON.parse(response.body) as { data: T }).data;
  };
  const until = async <T extends { status: string }>(url: string, busy: string[]): Promise<T> => {
    for (;;) {
      const read = await call<T>('GET', url);
      if (!busy.includes(read.status)) return read;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const first = await call<Report>('GET', `${base}/reports/${month.reportId}`);
  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });
  let generated: { report: Report; seconds: number };
  let invoiced: { run: Run; seconds: number };
  try {
    let started = performance.now();
    const { id } = await call<{ id: string }>('POST', `${base}/generate-report`, {
      name: 'Bench month again',
      startDate: first.startDate,
      endDate: first.endDate,
    });
    generated = { report: await until<Report>(`${base}/reports/${id}`, ['GENERATING']), seconds: 0 };
    generated.seconds = (performance.now() - started) / 1000;
    if (generated.report.status !== 'READY')
      throw new Error(`overlapping report ended ${generated.report.status}`);

    started = performance.now();
    const run = await call<{ id: string }>('POST', `${base}/invoicing/reports/${id}/runs`, { issue: true });
    invoiced = {
      run: await until<Run>(`${base}/invoicing/runs/${run.id}`, ['QUEUED', 'RUNNING']),
      seconds: 0,
    };
    invoiced.seconds = (performance.now() - started) / 1000;
  } finally {
    await ctx.jobs.stop();
  }
  const { run } = invoiced;
  if (run.status !== 'DONE') throw new Error(`overlapping run ended ${run.status}: ${run.errorMessage}`);
  if (run.invoices !== 0 || run.items !== 0) {
    throw new Error(`the overlapping report billed ${run.items} items again on ${run.invoices} invoices`);
  }
  const twice = await billedTwice(ctx);
  if (twice !== 0) throw new Error(`${twice} check-outs are billed twice`);
  return {
    notes: [
      `overtime overlap: the same days reported again (${generated.report._count.items.toLocaleString('en')} items) READY after ${generated.seconds.toFixed(2)} s; invoiced whole on the queue, DONE after ${invoiced.seconds.toFixed(2)} s with nothing billed twice (0 invoices, 0 items; SQL: no check-out on live invoices of two reports)`,
    ],
  };
}

/** Check-outs on live invoices of two reports, or one block of one on two live lines. */
async function billedTwice(ctx: AppContext) {
  const result = (await ctx.db.execute(sql`
    select count(*)::int as twice from (
      select l.checkout_id from invoice_lines l join invoices v on v.id = l.invoice_id
      where l.live and l.checkout_id is not null
      group by l.checkout_id having count(distinct v.report_id) > 1
      union all
      select checkout_id from invoice_lines where live and checkout_id is not null
      group by checkout_id, start_time having count(*) > 1
    ) as found`)) as unknown as { rows: { twice: number }[] };
  return Number(result.rows[0]?.twice ?? 0);
}
