import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { checkIns } from '../schema/index';
import { seedDemo } from './demo';

type CentreRow = { name: string; registerStatus: boolean; checkins: number; complianceUsage: number | null };

const registeredCentres = ['CIC Bangsar', 'CIC Shah Alam', 'CIC Taman Melawati'];

/** The weekday of an instant in Kuala Lumpur, read with Intl rather than the seed's own helpers. */
const klWeekday = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(instant);

// Each test loads the whole demo data set (photos, password hashes, a thousand check-ins).
describe('demo attendance as the admin sees it', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Seeds at `now` and returns the admin centre list of `date` (today without it), signed in as the demo admin. */
  async function centreListAfterSeeding(now: Date, date?: string): Promise<CentreRow[]> {
    t = await buildTestApp({ clock: () => now });
    await seedDemo(t.ctx.db, { storage: t.ctx.storage, cipher: t.ctx.cipher, now });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/auth/login',
      payload: { email: 'admin@demo.test', password: 'demo-admin-pass' },
    });
    const token = login.json().data.token as string;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center${date ? `?date=${date}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.centres;
  }

  const registered = (rows: CentreRow[]) =>
    rows.filter((row) => row.registerStatus).sort((a, b) => a.name.localeCompare(b.name));

  it('reads well above 0% compliance at every registered centre on a full past day', async () => {
    // Seeded on Tuesday 24 November 2026 at 10:00 in Kuala Lumpur; Monday is a finished day.
    const rows = registered(await centreListAfterSeeding(new Date('2026-11-24T02:00:00Z'), '2026-11-23'));
    expect(rows.map((row) => row.name)).toEqual(registeredCentres);
    for (const row of rows) {
      expect(row.checkins).toBeGreaterThan(0);
      expect(row.complianceUsage).toBeGreaterThanOrEqual(85);
    }
  });

  it('reads above 0% compliance today once the half-day children have gone home', async () => {
    // Tuesday 24 November 2026 at 14:00 in Kuala Lumpur: before any full-day pick-up.
    const rows = registered(await centreListAfterSeeding(new Date('2026-11-24T06:00:00Z')));
    expect(rows.map((row) => row.name)).toEqual(registeredCentres);
    for (const row of rows) {
      expect(row.checkins).toBeGreaterThan(0);
      expect(row.complianceUsage).toBeGreaterThanOrEqual(15);
      expect(row.complianceUsage).toBeLessThan(100);
    }
  });

  it('seeds no check-in on a Saturday or Sunday in Kuala Lumpur', async () => {
    // Monday 23 November 2026 at 07:45 in Kuala Lumpur (Sunday 23:45 UTC): the window holds five weekends.
    const now = new Date('2026-11-22T23:45:00Z');
    await centreListAfterSeeding(now);
    const rows = await t?.ctx.db.select({ recordedAt: checkIns.recordedAt }).from(checkIns);
    expect(rows?.length).toBeGreaterThan(500);
    const weekdays = new Set(rows?.map((row) => klWeekday(row.recordedAt)));
    expect([...weekdays].sort()).toEqual(['Fri', 'Mon', 'Thu', 'Tue', 'Wed']);
  });
});
