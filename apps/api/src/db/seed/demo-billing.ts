import { startOfCalendarMonth } from '@cic/contract';
import type { enrolmentPeriods, feePrices, fees } from '../schema/index';
import type { DemoPeople } from './demo-people';
import { klDate, klInstant } from './demo-time';
import type { Random } from './random';

/** A month's fee by package, RM: what the demo centres charge (decision 098). */
const monthlySen: Record<string, number> = {
  'Full Day': 65_000,
  'Half Day': 40_000,
  'After School': 30_000,
  'Weekend Club': 15_000,
};

/**
 * The demo's billing (issue 41): each package's monthly fee from January last year (Full Day with
 * a 10 % sibling discount) and a Full Day deposit on enrolment, and each active child's enrolment
 * from their enrolment day in their package — so a month can be billed straight away.
 */
export function buildDemoBilling(random: Random, now: Date, people: DemoPeople, adminId: string) {
  const today = klDate(now);
  const from = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const createdAt = klInstant(startOfCalendarMonth(from), 10 * 60);
  const feeRows: (typeof fees.$inferInsert)[] = [];
  const priceRows: (typeof feePrices.$inferInsert)[] = [];
  for (const pkg of people.packages) {
    const amountSen = monthlySen[pkg.name];
    if (amountSen === undefined) continue;
    const monthly = random.uuid();
    feeRows.push({ id: monthly, packageId: pkg.id, chargedWhen: 'MONTHLY', createdAt });
    priceRows.push({
      feeId: monthly,
      effectiveFrom: from,
      amountSen,
      siblingDiscountBasisPoints: pkg.name === 'Full Day' ? 1_000 : 0,
      createdByAdminId: adminId,
      createdAt,
    });
    if (pkg.name === 'Full Day') {
      const deposit = random.uuid();
      feeRows.push({
        id: deposit,
        packageId: pkg.id,
        chargedWhen: 'ON_ENROLMENT',
        name: 'Deposit',
        createdAt,
      });
      priceRows.push({
        feeId: deposit,
        effectiveFrom: from,
        amountSen: 50_000,
        createdByAdminId: adminId,
        createdAt,
      });
    }
  }
  const periods: (typeof enrolmentPeriods.$inferInsert)[] = people.children.flatMap((child) =>
    child.active !== false && child.packageId && child.id
      ? [
          {
            childId: child.id,
            centreId: child.centreId,
            packageId: child.packageId,
            startsOn: child.enrolledOn,
            createdAt: klInstant(child.enrolledOn, 8 * 60),
          },
        ]
      : [],
  );
  return { fees: feeRows, prices: priceRows, periods };
}
