import { kualaLumpurDay } from '@cic/contract';
import { count, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { AppContext } from '../src/app-context';
import { overtimeReportItems, overtimeRules } from '../src/db/schema/index';
import { benchAdmin } from './bench-admin';

/**
 * Generating a one-month overtime report over every seeded centre, end to end: the POST, the job
 * queue picking the job up, the one transaction writing every item and the totals, until the
 * report reads READY. Rules: the default ones (17:00–18:00 RM 1 per 5 minutes, 18:00–19:00 RM 5
 * per 15 minutes) for every package. Runs once (a report is not a request to repeat). The READY
 * report and the admin's token are handed on to the invoicing bench (`overtime-invoicing.ts`).
 */
export async function measureOvertimeReport(
  app: App,
  ctx: AppContext,
): Promise<{ notes: string[]; reportId: string; token: string }> {
  await ctx.db.insert(overtimeRules).values([
    {
      packageId: null,
      startTime: '17:00',
      endTime: '18:00',
      duration: 5,
      unit: 'MINUTE',
      rateSen: 100,
      sortOrder: 1,
    },
    {
      packageId: null,
      startTime: '18:00',
      endTime: '19:00',
      duration: 15,
      unit: 'MINUTE',
      rateSen: 500,
      sortOrder: 2,
    },
  ]);
  const { token } = await benchAdmin(ctx, 'OVERTIME');
  const headers = { authorization: `Bearer ${token}` };
  const day = (daysBack: number) => kualaLumpurDay(new Date(Date.now() - daysBack * 86_400_000));
  const range = { startDate: day(30), endDate: day(1) };
  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });
  try {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/admin/overtime/generate-report',
      headers,
      payload: { name: 'Bench month', ...range },
    });
    if (response.statusCode !== 201)
      throw new Error(`generate-report: HTTP ${response.statusCode} ${response.body}`);
    const answered = performance.now();
    const { id } = response.json().data as { id: string };
    let report: { status: string; _count: { centers: number; students: number; items: number } };
    for (;;) {
      const read = await app.inject({ method: 'GET', url: `/api/v2/admin/overtime/reports/${id}`, headers });
      report = read.json().data;
      if (report.status !== 'GENERATING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    if (report.status !== 'READY') throw new Error(`overtime report ended ${report.status}`);
    const [written] = await ctx.db
      .select({ items: count() })
      .from(overtimeReportItems)
      .where(eq(overtimeReportItems.reportId, id));
    const notes = [
      `overtime report ${range.startDate} to ${range.endDate}: ${report._count.centers.toLocaleString('en')} centres, ${report._count.students.toLocaleString('en')} children, ${(written?.items ?? 0).toLocaleString('en')} items written; POST answered in ${(answered - started).toFixed(0)} ms, READY after ${seconds.toFixed(2)} s (target < 10 s)`,
    ];
    return { notes, reportId: id, token };
  } finally {
    await ctx.jobs.stop();
  }
}
