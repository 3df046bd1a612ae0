import { kualaLumpurDay, startOfCalendarMonth } from '@cic/contract';
import { issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { AppContext } from '../src/app-context';
import type { DatabaseHandle } from '../src/db/client';
import type { Rows } from '../src/db/rows';
import { eInvoiceIssuers } from '../src/db/schema/index';
import { queueDatabaseOptions } from '../src/jobs/queue-database';

/** `BENCH_EINVOICE_RECEIPTS`: receipts (issued invoices) a centre had last month. */
const receiptsPerCentre = Number(process.env.BENCH_EINVOICE_RECEIPTS ?? 30);

/**
 * Issue 42's consolidated e-invoice at scale: every seeded centre's receipts of last month (issued
 * invoices of families who asked for no e-invoice of their own). The bench queues the
 * `e-invoice-consolidate` job; the API process does the rest as in production — its job builds
 * the documents and asks for sweeps, its sweeps send them to the built-in MyInvois (served by the
 * same process, which keeps MyInvois' limits) and follow them until every one is Valid. Timed from
 * the job being queued to the last validation recorded.
 */
export async function measureConsolidatedEInvoices(
  ctx: AppContext,
  database: DatabaseHandle,
): Promise<{ notes: string[] }> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as Rows<Row>).rows;
  const lastMonth = startOfCalendarMonth(kualaLumpurDay(new Date()), -1).slice(0, 7);
  await ctx.db.insert(eInvoiceIssuers).values(issuer);
  await ctx.db.execute(sql`
    INSERT INTO invoices (number, status, centre_id, issue_date, due_date, total_sen)
    SELECT 'INV-B-' || lpad(row_number() OVER ()::text, 8, '0'), 'ISSUED', c.id,
      (${lastMonth} || '-01')::date + (n % 28), (${lastMonth} || '-01')::date + (n % 28) + 14,
      50000 + (n * 7919) % 90000
    FROM centres c CROSS JOIN generate_series(1, ${receiptsPerCentre}) n`);
  await ctx.db.execute(sql`ANALYZE invoices`);
  const [{ receipts, totalSen }] = (await rowsOf<{ receipts: number; totalSen: string }>(
    sql`SELECT count(*)::int AS receipts, sum(total_sen)::text AS "totalSen" FROM invoices WHERE number LIKE 'INV-B-%'`,
  )) as [{ receipts: number; totalSen: string }];
  const expected = Math.ceil(receipts / 200);

  const boss = new PgBoss({ ...queueDatabaseOptions(database), supervise: false, schedule: false });
  await boss.start();
  const queuedAt = new Date();
  await boss.send('e-invoice-consolidate', {});
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const [state] = await rowsOf<{ valid: number; invalid: number }>(sql`
      SELECT count(*) FILTER (WHERE status = 'VALID')::int AS valid,
        count(*) FILTER (WHERE status = 'INVALID')::int AS invalid
      FROM e_invoices WHERE source = 'CONSOLIDATED'`);
    if (state?.invalid) throw new Error(`${state.invalid} consolidated e-invoices came back Invalid`);
    if (state?.valid === expected) break;
    if (Date.now() > deadline)
      throw new Error(`Only ${state?.valid} of ${expected} documents Valid after 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await boss.stop({ graceful: true, timeout: 10_000 });
  const [sent] = await rowsOf<{
    built: number;
    firstSent: number;
    valid: number;
    submissions: number;
    busiest: number;
    sentSen: string;
    lines: number;
  }>(sql`
    SELECT extract(epoch FROM max(created_at) - ${queuedAt}::timestamptz)::float AS built,
      extract(epoch FROM min(submitted_at) - ${queuedAt}::timestamptz)::float AS "firstSent",
      extract(epoch FROM max(updated_at) - ${queuedAt}::timestamptz)::float AS valid,
      count(DISTINCT submission_uid)::int AS submissions,
      (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM myinvois_simulator_submissions
         GROUP BY date_trunc('minute', received_at)) m) AS busiest,
      sum(total_sen)::text AS "sentSen",
      (SELECT count(*)::int FROM e_invoice_consolidated_sources) AS lines
    FROM e_invoices WHERE source = 'CONSOLIDATED'`);
  const seconds = (value: number | undefined) => (value ?? 0).toFixed(1);
  return {
    notes: [
      `consolidated e-invoice of ${lastMonth}: ${receipts.toLocaleString('en')} receipts of every centre ` +
        `(RM ${(Number(totalSen) / 100).toLocaleString('en')}) into ${expected} documents, on the API process's ` +
        `job queue: first submission ${seconds(sent?.firstSent)} s after the job was queued, all built after ` +
        `${seconds(sent?.built)} s, all ${expected} Valid at MyInvois (simulator, in the same process) after ` +
        `${seconds(sent?.valid)} s (target < 120 s); ${sent?.submissions} submissions, at most ${sent?.busiest} in a ` +
        `minute (limit 100); lines ${sent?.lines.toLocaleString('en')}, sent total equal to the receipts' to the ` +
        `sen: ${sent?.sentSen === totalSen}`,
    ],
  };
}
