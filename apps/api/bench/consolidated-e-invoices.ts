import { kualaLumpurDay, startOfCalendarMonth } from '@cic/contract';
import { issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { sql } from 'drizzle-orm';
import { createMyInvoisClient } from '../src/adapters/myinvois';
import type { App } from '../src/app';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { eInvoiceIssuers } from '../src/db/schema/index';
import { createEInvoicesService } from '../src/modules/e-invoices';
import { fetchThroughApp } from '../test/fetch-through-app';

/** `BENCH_EINVOICE_RECEIPTS`: receipts (issued invoices) a centre had last month. */
const receiptsPerCentre = Number(process.env.BENCH_EINVOICE_RECEIPTS ?? 30);

/**
 * Issue 42's consolidated e-invoice at scale: every seeded centre's receipts of last month (issued
 * invoices of families who asked for no e-invoice of their own), consolidated and sent to the
 * built-in MyInvois through the app, as the product's client and job do, until every document is
 * Valid. Timed from the start of consolidation to the last validation; the simulator keeps
 * MyInvois' limits, so a 429 would show in the client's waits and the submissions per minute.
 */
export async function measureConsolidatedEInvoices(app: App, ctx: AppContext): Promise<{ notes: string[] }> {
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
  const [{ receipts, totalSen }] = (await rowsOf<{ receipts: number; totalSen: string }>(
    sql`SELECT count(*)::int AS receipts, sum(total_sen)::text AS "totalSen" FROM invoices WHERE number LIKE 'INV-B-%'`,
  )) as [{ receipts: number; totalSen: string }];

  let waits = 0;
  const myInvois = createMyInvoisClient({
    ...ctx.config.einvoice,
    fetch: fetchThroughApp(app).fetch,
    log: {
      warn: () => {
        waits += 1;
      },
    },
  });
  const service = createEInvoicesService({ ...ctx, myInvois });
  const started = performance.now();
  const documents = await service.consolidate(lastMonth);
  const builtSeconds = (performance.now() - started) / 1000;
  for (;;) {
    await service.sweep();
    const [left] = await rowsOf<{ left: number }>(
      sql`SELECT count(*)::int AS left FROM e_invoices WHERE source = 'CONSOLIDATED' AND status <> 'VALID'`,
    );
    if (!left?.left) break;
    const [invalid] = await rowsOf<{ invalid: number }>(
      sql`SELECT count(*)::int AS invalid FROM e_invoices WHERE status = 'INVALID'`,
    );
    if (invalid?.invalid) throw new Error(`${invalid.invalid} consolidated e-invoices came back Invalid`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const seconds = (performance.now() - started) / 1000;
  const [sent] = await rowsOf<{ submissions: number; busiest: number; sentSen: string; lines: number }>(sql`
    SELECT (SELECT count(DISTINCT submission_uid)::int FROM e_invoices WHERE source = 'CONSOLIDATED') AS submissions,
      (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM myinvois_simulator_submissions
         GROUP BY date_trunc('minute', received_at)) m) AS busiest,
      (SELECT sum(total_sen)::text FROM e_invoices WHERE source = 'CONSOLIDATED') AS "sentSen",
      (SELECT count(*)::int FROM e_invoice_consolidated_sources) AS lines`);
  return {
    notes: [
      `consolidated e-invoice of ${lastMonth}: ${receipts.toLocaleString('en')} receipts of every centre ` +
        `(RM ${(Number(totalSen) / 100).toLocaleString('en')}) built into ${documents} documents in ` +
        `${builtSeconds.toFixed(1)} s; all ${documents} Valid at MyInvois (simulator) after ${seconds.toFixed(1)} s ` +
        `(target < 120 s), in ${sent?.submissions} submissions, at most ${sent?.busiest} submissions in a minute ` +
        `(limit 100), ${waits} retries or waits; lines ${sent?.lines.toLocaleString('en')}, ` +
        `sent total equal to the receipts' to the sen: ${sent?.sentSen === totalSen}`,
    ],
  };
}
