import { kualaLumpurDay } from '@cic/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAttendanceCountsRepository } from '../../modules/admin-check-ins/attendance-counts-repository';
import { centreDayCounts } from '../schema/index';
import { seedDemo } from './demo';
import { seedScale } from './scale';

/** Every kept row next to a fresh count of the same centre and day over the raw tables. */
async function keptAgainstRaw(t: TestApp) {
  const kept = await t.ctx.db.select().from(centreDayCounts);
  const days = kept.map((row) => row.day).sort();
  const raw = await createAttendanceCountsRepository(t.ctx.db).counts({
    first: days[0] ?? '2026-01-01',
    last: days.at(-1) ?? '2026-01-01',
  });
  const fresh = new Map(raw.map((row) => [`${row.centreId} ${row.day}`, row]));
  return kept.map((row) => {
    const counted = fresh.get(`${row.centreId} ${row.day}`);
    return {
      kept: [row.day, row.enrollment, row.checkedIn, row.checkedOut, row.compliant],
      raw: [row.day, counted?.enrollment, counted?.checkedIn, counted?.checkedOut, counted?.compliant],
    };
  });
}

describe('the seeds fill the kept day counts', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('seedScale: a row for every centre and seeded day, equal to a fresh count', async () => {
    t = await buildTestApp();
    const now = new Date('2026-11-24T02:00:00Z');
    await seedScale(t.ctx.db, { centres: 3, childrenPerCentre: 4, days: 3, now });
    const rows = await keptAgainstRaw(t);
    expect(rows).toHaveLength(3 * 3);
    for (const row of rows) expect(row.kept).toEqual(row.raw);
    expect(rows.every((row) => row.kept[2] === 4)).toBe(true);
    expect(rows.some((row) => row.kept[0] === kualaLumpurDay(now))).toBe(false);
  });

  it('the demo seed: every day with records has its rows, equal to a fresh count', async () => {
    t = await buildTestApp();
    await seedDemo(t.ctx.db, {
      storage: t.ctx.storage,
      cipher: t.ctx.cipher,
      now: new Date('2026-11-24T02:00:00Z'),
    });
    const rows = await keptAgainstRaw(t);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.kept).toEqual(row.raw);
  });
});
