import { attendanceFigures } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';

/** 12:00 on 11 March 2026 in Kuala Lumpur. */
const now = new Date('2026-03-11T04:00:00Z');
const day = '2026-03-10';

describe('admin centre list for a Kuala Lumpur day', () => {
  let t: TestApp;
  let admin: { token: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });

    // Alpha: the hand-made day.
    const alpha = await addCentre(t.ctx, 'Alpha', { type: 'franchise' });
    ids.alpha = alpha.id;
    const teacher = await addManager(t.ctx, alpha.id, 'Aina');
    const record = (childId: string, status: 'CHECKIN' | 'CHECKOUT', at: Date) =>
      addRecord(t.ctx, { childId, centreId: alpha.id, managerId: teacher.id, status, at });
    const inAndOut = await addChild(t.ctx, alpha.id, 'Checked in and out');
    await record(inAndOut.id, 'CHECKIN', klInstant(day, '08:00'));
    await record(inAndOut.id, 'CHECKOUT', klInstant(day, '17:30'));
    const inOnly = await addChild(t.ctx, alpha.id, 'Checked in only');
    await record(inOnly.id, 'CHECKIN', klInstant(day, '08:30'));
    const absent = await addChild(t.ctx, alpha.id, 'Absent that day');
    // 23:30 the day before in Kuala Lumpur is 15:30 UTC: it belongs to 9 March.
    const lateEvening = await record(absent.id, 'CHECKIN', klInstant('2026-03-09', '23:30'));
    expect(lateEvening.recordedAt.toISOString()).toBe('2026-03-09T15:30:00.000Z');
    // 00:30 the next day in Kuala Lumpur is still 10 March in UTC: it belongs to 11 March.
    await record(absent.id, 'CHECKIN', klInstant('2026-03-11', '00:30'));
    const inactive = await addChild(t.ctx, alpha.id, 'Left the centre', { active: false });
    await record(inactive.id, 'CHECKIN', klInstant(day, '08:10'));
    await record(inactive.id, 'CHECKOUT', klInstant(day, '17:10'));
    const enrolledLater = await addChild(t.ctx, alpha.id, 'Starts tomorrow', { enrolledOn: '2026-03-11' });
    await record(enrolledLater.id, 'CHECKIN', klInstant(day, '09:00'));

    // Bravo: registered, no children at all.
    ids.bravo = (await addCentre(t.ctx, 'Bravo')).id;
    // Charlie: not registered yet.
    ids.charlie = (await addCentre(t.ctx, 'Charlie', { registered: false })).id;
    // Delta: everyone in and out.
    const delta = await addCentre(t.ctx, 'Delta');
    ids.delta = delta.id;
    const deltaTeacher = await addManager(t.ctx, delta.id, 'Dina');
    for (const name of ['Danial', 'Dayang']) {
      const child = await addChild(t.ctx, delta.id, name);
      for (const [status, clock] of [
        ['CHECKIN', '07:45'],
        ['CHECKOUT', '18:00'],
      ] as const) {
        await addRecord(t.ctx, {
          childId: child.id,
          centreId: delta.id,
          managerId: deltaTeacher.id,
          status,
          at: klInstant(day, clock),
        });
      }
    }
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center${query}`,
      headers: bearer(admin.token),
    });

  it('computes every figure of the fixture day', async () => {
    const response = await list(`?date=${day}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.centres;
    // The SQL's part is the counts; what they make is `attendanceFigures`, pinned in the contract's tests.
    const figures = (enrollment: number, checkedIn: number, checkedOut: number, compliant: number) => ({
      ...attendanceFigures({ enrollment, checkedIn, checkedOut, compliant }, day),
      // Nobody clocked in and no ratio settled: records written straight to the table (decision 131).
      staffPresent: 0,
      staffNeeded: 0,
      outOfRatio: false,
    });
    expect(rows).toEqual([
      { id: ids.alpha, name: 'Alpha', type: 'franchise', registerStatus: true, ...figures(3, 2, 1, 1) },
      { id: ids.bravo, name: 'Bravo', type: 'company', registerStatus: true, ...figures(0, 0, 0, 0) },
      { id: ids.delta, name: 'Delta', type: 'company', registerStatus: true, ...figures(2, 2, 2, 2) },
      { id: ids.charlie, name: 'Charlie', type: 'company', registerStatus: false, ...figures(0, 0, 0, 0) },
    ]);
    expect(rows[0]).toMatchObject({ absentees: 1, attendancePercentage: 66.67, complianceUsage: 50 });
  });

  it('files records by Kuala Lumpur day, not by UTC day', async () => {
    const alphaOn = async (date: string) =>
      ((await list(`?date=${date}`)).json().data.centres as { id: string }[]).find(
        (row) => row.id === ids.alpha,
      );
    // 9 March: only the 23:30 arrival (the late child; the day-10 children were enrolled already).
    expect(await alphaOn('2026-03-09')).toMatchObject({ totalStudents: 3, checkins: 1, checkouts: 0 });
    // 11 March (today, the default): the 00:30 arrival, and the child enrolled that day now counts.
    expect(await alphaOn('2026-03-11')).toMatchObject({ totalStudents: 4, checkins: 1, absentees: 3 });
    expect((await list('')).json().data).toEqual((await list('?date=2026-03-11')).json().data);
  });

  it('sorts by attendance both ways with the dashes last, and by register status by default', async () => {
    const names = async (query: string) =>
      ((await list(query)).json().data.centres as { name: string }[]).map((row) => row.name);
    const orders: [query: string, names: string[]][] = [
      [
        `?date=${day}&sortField=attendancePercentage&sortDirection=asc`,
        ['Alpha', 'Delta', 'Bravo', 'Charlie'],
      ],
      [
        `?date=${day}&sortField=attendancePercentage&sortDirection=desc`,
        ['Delta', 'Alpha', 'Bravo', 'Charlie'],
      ],
      [`?date=${day}`, ['Alpha', 'Bravo', 'Delta', 'Charlie']],
      [`?date=${day}&sortField=registerStatus&sortDirection=asc`, ['Charlie', 'Alpha', 'Bravo', 'Delta']],
      [`?date=${day}&sortField=name&sortDirection=desc`, ['Delta', 'Charlie', 'Bravo', 'Alpha']],
      [`?date=${day}&sortField=totalStudents&sortDirection=desc`, ['Alpha', 'Delta', 'Bravo', 'Charlie']],
    ];
    for (const [query, expected] of orders) expect(await names(query), query).toEqual(expected);
  });

  it('refuses a future day, a day that does not exist and an unknown sort field', async () => {
    expectRefusal(await list('?date=2026-03-12'), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The date cannot be in the future.',
      field: 'date',
    });
    expect((await list('?date=2026-02-30')).json()).toMatchObject({ field: 'date' });
    expect((await list('?date=10-03-2026')).statusCode).toBe(400);
    expect((await list('?sortField=colour')).statusCode).toBe(400);
  });

  it('refuses an admin without the Checkins module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['REFERRAL'] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/checkin/center',
      headers: bearer(other.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
