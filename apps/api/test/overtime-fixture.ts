import type { ChargeBlock } from '@cic/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import {
  admins,
  families,
  overtimeInvoiceLines,
  overtimeReportItems,
  overtimeReports,
  overtimeRules,
} from '../src/db/schema/index';
import { overtimeReportJobs } from '../src/modules/overtime-reports';
import { addCentre, addChild, addManager, addRecord } from './centre-day-fixture';

/** Helpers for the overtime report tests: rules and reports written straight to the database. */

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

/**
 * Lets the next report bill the same check-outs again, as if the invoices so far were of another
 * month: they stay as they are, but no longer hold their check-outs (decision 087). For test files
 * whose every test invoices the same October in a report of its own.
 */
export async function forgetBilledCheckouts(ctx: AppContext) {
  await ctx.db.update(overtimeInvoiceLines).set({ checkoutId: null });
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
 * A Tan-family child at CIC Ampang picked up late at each of `checkouts` under the default rules
 * (RM 1 per 5 minutes from 17:00), and a READY October report of those pick-ups (its job run here).
 */
export async function lateFamilyReport(ctx: AppContext, checkouts: readonly string[]) {
  const centreId = (await addCentre(ctx, 'CIC Ampang')).id;
  const managerId = (await addManager(ctx, centreId, 'Cikgu Aminah')).id;
  const [family] = await ctx.db.insert(families).values({ namedAfter: 'Tan' }).returning();
  await addRules(ctx, null, [
    { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amountSen: 100, isActive: true },
  ]);
  const childId = (await addChild(ctx, centreId, 'Nur Aisyah', { familyId: family?.id })).id;
  for (const checkout of checkouts) {
    await addDayEndingAt(ctx, { childId, centreId, managerId }, new Date(checkout));
  }
  const reportId = await addGeneratingReport(ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
  await overtimeReportJobs.generationHandler({ db: ctx.db })({ reportId });
  const itemIds = (await reportItems(ctx, reportId)).map((row) => row.id);
  return { reportId, childId, itemIds };
}
