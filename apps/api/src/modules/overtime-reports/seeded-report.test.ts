import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addRules } from '../../../test/overtime-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { centres, overtimeRules, packages } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';

// Tuesday 24 November 2026, 10:00 in Kuala Lumpur: "last month" is October 2026.
const now = new Date('2026-11-24T02:00:00Z');
const base = '/api/v2/admin/overtime';

/**
 * The demo's overtime rules, written here so this proof does not follow later edits of the demo:
 * default 17:00–18:00 RM 1 per 5 minutes (RM 0.20 a minute) and 18:00–19:00 RM 5 per 15 minutes
 * (RM 0.333333 a minute); CIC Bangsar's Full Day 17:30–18:30 RM 1.50 per 5 minutes (RM 0.30),
 * 18:30–19:30 RM 3 per 5 minutes (RM 0.60), 19:30–20:30 RM 50 an hour (switched off).
 */
async function demoRules(t: TestApp) {
  await t.ctx.db.delete(overtimeRules);
  await addRules(t.ctx, null, [
    { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amountSen: 100, isActive: true },
    { startTime: '18:00', endTime: '19:00', duration: 15, unit: 'MINUTE', amountSen: 500, isActive: true },
  ]);
  const [bangsarFullDay] = await t.ctx.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(centres, eq(centres.id, packages.centreId))
    .where(and(eq(centres.name, 'CIC Bangsar'), eq(packages.name, 'Full Day')));
  if (!bangsarFullDay) throw new Error('CIC Bangsar Full Day missing from the demo');
  await addRules(t.ctx, bangsarFullDay.id, [
    { startTime: '17:30', endTime: '18:30', duration: 5, unit: 'MINUTE', amountSen: 150, isActive: true },
    { startTime: '18:30', endTime: '19:30', duration: 5, unit: 'MINUTE', amountSen: 300, isActive: true },
    { startTime: '19:30', endTime: '20:30', duration: 1, unit: 'HOUR', amountSen: 5000, isActive: false },
  ]);
}

describe('a report over the seeded demo data', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let reportId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, jobs: true });
    await seedDemo(t.ctx.db, { storage: t.ctx.storage, cipher: t.ctx.cipher, now });
    await demoRules(t);
    token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/generate-report`,
      headers: bearer(token),
      payload: { name: 'October 2026', startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(response.statusCode, response.body).toBe(201);
    reportId = response.json().data.id;
    await vi.waitFor(async () => expect((await get(`${base}/reports/${reportId}`)).status).toBe('READY'), {
      timeout: 30_000,
      interval: 200,
    });
  });
  afterAll(() => t.close());

  async function get(url: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  async function student(name: string) {
    const [row] = await get(`${base}/reports/${reportId}/students?search=${encodeURIComponent(name)}`);
    const sheet = await get(`${base}/reports/${reportId}/students/${row.childId}`);
    return { row, amounts: sheet.items.map((item: { amount: number }) => item.amount) };
  }

  it('has items at every registered centre without any setup but the rules', async () => {
    const report = await get(`${base}/reports/${reportId}`);
    expect(report._count.centers).toBe(3);
    expect(report._count.items).toBeGreaterThan(50);
    const names = (await get(`${base}/reports/${reportId}/centers`)).map(
      (centre: { centerInfo: { name: string } }) => centre.centerInfo.name,
    );
    expect(names).toEqual(['CIC Bangsar', 'CIC Shah Alam', 'CIC Taman Melawati']);
  });

  it('charges Chin Yi Xuan (Shah Alam, default rules) across both blocks on two days: RM 39.00', async () => {
    // 15/10 out 18:25:16 — 17:00–18:00 whole: 60 min × 0.20 = 12.00; 18:00–18:25:16 is 2 started
    //   15-minute steps: 30 min × 0.333333 = 9.99999 → 10.00.
    // 19/10 out 18:09:28 — 12.00; then 1 step: 15 × 0.333333 = 4.999995 → 5.00.
    const { row, amounts } = await student('Chin Yi Xuan');
    expect(amounts).toEqual([12, 10, 12, 5]);
    expect(row).toMatchObject({ numberOfDays: 2, totalItems: 4, totalAmount: 39, packageName: 'Full Day' });
  });

  it("charges Lim Kai Le (CIC Bangsar Full Day) with that package's own rules: RM 33.00", async () => {
    // 06/10 out 18:43:38 — 17:30–18:30 whole: 60 min × 0.30 = 18.00; 18:30–18:43:38 is 3 started
    //   5-minute steps: 15 min × 0.60 = 9.00. The default 17:00 block does not apply to this package.
    // 10/10 and 13/10, the seed's set late days, out 17:40:00 — 10 min × 0.30 = 3.00 each.
    const { row, amounts } = await student('Lim Kai Le');
    expect(amounts).toEqual([18, 9, 3, 3]);
    expect(row).toMatchObject({
      numberOfDays: 3,
      totalItems: 4,
      totalAmount: 33,
      centerInfo: { name: 'CIC Bangsar' },
    });
  });

  it('charges Tan Jia Hui (Taman Melawati, default rules) one block: RM 9.00', async () => {
    // 29/10 out 17:42:33 — 42 min 33 s is 9 started 5-minute steps: 45 min × 0.20 = 9.00.
    const { row, amounts } = await student('Tan Jia Hui');
    expect(amounts).toEqual([9]);
    expect(row).toMatchObject({ numberOfDays: 1, totalItems: 1, totalAmount: 9 });
  });
});
