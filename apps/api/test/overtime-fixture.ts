import type { ChargeBlock } from '@cic/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import {
  admins,
  families,
  invoiceLines,
  overtimeReportItems,
  overtimeReports,
  overtimeRules,
} from '../src/db/schema/index';
import { overtimeReportJobs } from '../src/modules/overtime-reports';
import { addCentre, addChild, addManager, addRecord } from './centre-day-fixture';

/** Helpers for the overtime report tests: rules and reports written straight to the database. */

/** The block most invoice tests bill by: RM 1 per 5 minutes from 17:00 to 18:00 (17:23 costs RM 5). */
export const rmOnePer5Minutes: ChargeBlock = {
  startTime: '17:00',
  endTime: '18:00',
  duration: 5,
  unit: 'MINUTE',
  amountSen: 100,
  isActive: true,
};

/** A package's rules (null: the default rules), one row per block in order. */
export async function addRules(ctx: AppContext, packageId: string | null, blocks: readonly ChargeBlock[]) {
  await ctx.db.insert(overtimeRules).values(
    blocks.map((block, index) => ({
      packageId,
      startTime: block.startTime,
      endTime: block.endTime,
      duration: block.duration,
      unit: block.unit,
      rateSen: block.amountSen,
      isActive: block.isActive,
      sortOrder: index + 1,
    })),
  );
}

/** A report waiting for its job, as `POST /generate-report` leaves it (the job is run by the test). */
export async function addGeneratingReport(
  ctx: AppContext,
  range: { startDate: string; endDate: string; centreIds?: string[]; name?: string },
) {
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: `creator-${crypto.randomUUID().slice(0, 8)}@test.example`, passwordHash: 'not-used' })
    .returning();
  if (!admin) throw new Error('admin not created');
  const [report] = await ctx.db
    .insert(overtimeReports)
    .values({
      name: range.name ?? 'Test report',
      startDate: range.startDate,
      endDate: range.endDate,
      centreIds: range.centreIds ?? [],
      createdByAdminId: admin.id,
    })
    .returning();
  if (!report) throw new Error('report not created');
  return report.id;
}

/** A READY report over the days, its generation job run here. */
export async function readyReport(ctx: AppContext, range: { startDate: string; endDate: string }) {
  const reportId = await addGeneratingReport(ctx, range);
  await overtimeReportJobs.generationHandler({ db: ctx.db })({ reportId });
  return reportId;
}

/**
 * Lets the next report bill the same check-outs again, as if the invoices so far were of another
 * month: they stay as they are, but no longer hold their check-outs (decision 087). For test files
 * whose every test invoices the same October in a report of its own.
 */
export async function forgetBilledCheckouts(ctx: AppContext) {
  await ctx.db.update(invoiceLines).set({ checkoutId: null });
}

/** A READY October report of its own, billing October afresh (`forgetBilledCheckouts`). */
export async function octoberAfresh(ctx: AppContext) {
  await forgetBilledCheckouts(ctx);
  return readyReport(ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
}

export async function reportRow(ctx: AppContext, reportId: string) {
  const [row] = await ctx.db.select().from(overtimeReports).where(eq(overtimeReports.id, reportId));
  return row;
}

export function reportItems(ctx: AppContext, reportId: string) {
  return ctx.db.select().from(overtimeReportItems).where(eq(overtimeReportItems.reportId, reportId));
}

/** A child's day at a centre that ends with a check-out at `checkout`, after nine hours in. */
export async function addDayEndingAt(
  ctx: AppContext,
  visit: { childId: string; centreId: string; managerId: string },
  checkout: Date,
) {
  await addRecord(ctx, { ...visit, status: 'CHECKIN', at: new Date(checkout.getTime() - 9 * 3_600_000) });
  await addRecord(ctx, { ...visit, status: 'CHECKOUT', at: checkout });
}

/**
 * A Tan-family child, Nur Aisyah, at a centre (CIC Ampang unless named) picked up late at each of
 * `checkouts` under the default rules (RM 1 per 5 minutes from 17:00), and a READY October report
 * of those pick-ups (its job run here).
 */
export async function lateFamilyReport(
  ctx: AppContext,
  checkouts: readonly string[],
  centre: { name: string; address?: string } = { name: 'CIC Ampang' },
) {
  const centreId = (await addCentre(ctx, centre.name, { address: centre.address })).id;
  const managerId = (await addManager(ctx, centreId, 'Cikgu Aminah')).id;
  const [family] = await ctx.db.insert(families).values({ namedAfter: 'Tan' }).returning();
  await addRules(ctx, null, [rmOnePer5Minutes]);
  const childId = (await addChild(ctx, centreId, 'Nur Aisyah', { familyId: family?.id })).id;
  for (const checkout of checkouts) {
    await addDayEndingAt(ctx, { childId, centreId, managerId }, new Date(checkout));
  }
  const reportId = await readyReport(ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
  const itemIds = (await reportItems(ctx, reportId)).map((row) => row.id);
  return { reportId, childId, itemIds };
}

/**
 * October at two centres under the default rules (`rmOnePer5Minutes`): at CIC Ampang the Tan
 * family's Nur Aisyah (RM 2 on the 15th, RM 5 on the 14th) and Adam Hakim (RM 1 on the 14th) and
 * the Lim family's Daniel Lim (RM 10 on the 16th); at CIC Kajang Siti Aminah, in no family (RM 6
 * on the 14th). Kajang is added first, so only the names put Ampang's invoices first.
 */
export async function addTwoCentresOctober(ctx: AppContext) {
  const kajang = (await addCentre(ctx, 'CIC Kajang')).id;
  const ampang = (await addCentre(ctx, 'CIC Ampang')).id;
  const teachers = {
    [ampang]: (await addManager(ctx, ampang, 'Cikgu Aminah')).id,
    [kajang]: (await addManager(ctx, kajang, 'Cikgu Rohana')).id,
  };
  const [tan, lim] = await ctx.db
    .insert(families)
    .values([{ namedAfter: 'Tan' }, { namedAfter: 'Lim' }])
    .returning();
  if (!tan || !lim) throw new Error('families not created');
  await addRules(ctx, null, [rmOnePer5Minutes]);
  /** A day at `centreId` that ends with the child's check-out at `checkout`. */
  const visit = (childId: string, centreId: string, checkout: string) =>
    addDayEndingAt(ctx, { childId, centreId, managerId: teachers[centreId] as string }, new Date(checkout));
  const children = {
    aisyah: (await addChild(ctx, ampang, 'Nur Aisyah', { familyId: tan.id })).id,
    adam: (await addChild(ctx, ampang, 'Adam Hakim', { familyId: tan.id })).id,
    daniel: (await addChild(ctx, ampang, 'Daniel Lim', { familyId: lim.id })).id,
    siti: (await addChild(ctx, kajang, 'Siti Aminah')).id,
  };
  await visit(children.aisyah, ampang, '2026-10-15T17:10:00+08:00'); // RM 2
  await visit(children.aisyah, ampang, '2026-10-14T17:23:00+08:00'); // RM 5
  await visit(children.adam, ampang, '2026-10-14T17:05:00+08:00'); // RM 1
  await visit(children.daniel, ampang, '2026-10-16T17:50:00+08:00'); // RM 10
  await visit(children.siti, kajang, '2026-10-14T17:30:00+08:00'); // RM 6
  return { centres: { ampang, kajang }, families: { tan: tan.id, lim: lim.id }, children, visit };
}
