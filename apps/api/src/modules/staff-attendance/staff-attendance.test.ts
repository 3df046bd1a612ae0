import { randomUUID } from 'node:crypto';
import { kualaLumpurDay } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { csvLines } from '../../../test/csv-lines';
import { kualaLumpurDaytimeOffset } from '../../../test/kuala-lumpur-daytime';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, centres, managers, ratioDays } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { centreClosingHandler } from '../centre-closing';

const minute = 60_000;

describe('clocking in and out, corrections and timesheets (decision 130)', () => {
  let t: TestApp;
  // Shifts below start up to five hours back: they must fall on the same KL day as now.
  const offset = kualaLumpurDaytimeOffset();
  let centreId: string;
  let teacherId: string;
  let hoc: { token: string; id: string };
  let admin: { token: string };
  let device: string;
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date(Date.now() + offset) });
    centreId = (await createCentre(t.ctx, 'Clock Centre', 'centre-pass-1')).id;
    hoc = await signInAs(t.ctx, 'super manager', { centreId });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const [teacher] = await t.ctx.db
      .insert(managers)
      .values({ centreId, name: 'Aisyah Clock', pinHash: await hashPassword('2468') })
      .returning();
    teacherId = teacher?.id ?? '';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login',
      payload: { id: centreId, password: 'centre-pass-1' },
      remoteAddress: '10.45.0.1',
    });
    device = login.json().data[0].device.token;
  });
  afterAll(() => t.close());

  const now = () => new Date(Date.now() + offset);
  const ago = (minutes: number) => new Date(now().getTime() - minutes * minute).toISOString();
  const clockPin = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/center/staff-attendance/clock-pin',
      payload: { device, managerId: teacherId, pin: '2468', clientRequestId: randomUUID(), ...body },
      remoteAddress: `10.45.1.${++address}`,
    });
  const asHead = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v2/super-manager/staff-attendance${url}`,
      headers: bearer(hoc.token),
      payload,
    });
  const staffPresent = async () => {
    const [row] = await t.ctx.db
      .select({ present: ratioDays.staffPresent })
      .from(ratioDays)
      .where(and(eq(ratioDays.centreId, centreId), eq(ratioDays.localDate, kualaLumpurDay(now()))));
    return row?.present ?? 0;
  };

  let shiftId = '';
  let clockedInAt = '';

  it('clocks in with the PIN at the door, and a resend of the same request answers the first', async () => {
    const requestId = randomUUID();
    clockedInAt = ago(180);
    const first = await clockPin({ direction: 'IN', capturedAt: clockedInAt, clientRequestId: requestId });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Clocked in',
      data: { direction: 'IN', replayed: false, shift: { managerId: teacherId, endedAt: null, version: 1 } },
    });
    shiftId = first.json().data.shift.id;
    const again = await clockPin({ direction: 'IN', capturedAt: clockedInAt, clientRequestId: requestId });
    expect(again.json().data).toMatchObject({ direction: 'IN', replayed: true, shift: { id: shiftId } });
    expect(await staffPresent()).toBe(1);
  });

  it('refuses clocking in twice and a wrong PIN, which is counted', async () => {
    expectRefusal(await clockPin({ direction: 'IN', capturedAt: ago(1) }), 409, {
      code: 'CONFLICT',
      message: 'You are already clocked in.',
      field: 'direction',
    });
    expectRefusal(await clockPin({ direction: 'OUT', capturedAt: ago(1), pin: '1111' }), 401, {
      code: 'UNAUTHENTICATED',
      message: 'This PIN is not correct.',
      field: 'pin',
    });
    const failures = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pin.failure'), eq(auditLog.entityId, teacherId)));
    expect(failures).toHaveLength(1);
    expect(await staffPresent()).toBe(1);
  });

  it('clocks out with a time kept offline, refuses a second clock-out and one older than a day', async () => {
    const outAt = ago(60);
    const out = await clockPin({ direction: 'OUT', capturedAt: outAt });
    expect(out.statusCode).toBe(201);
    expect(out.json()).toMatchObject({
      message: 'Clocked out',
      data: { direction: 'OUT', shift: { id: shiftId } },
    });
    expect(out.json().data.shift.endedAt).toBe(outAt);
    expect(await staffPresent()).toBe(0);
    expectRefusal(await clockPin({ direction: 'OUT', capturedAt: ago(1) }), 409, {
      code: 'CONFLICT',
      message: 'You are not clocked in today.',
      field: 'direction',
    });
    expectRefusal(await clockPin({ direction: 'IN', capturedAt: ago(25 * 60) }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'This entry was made more than 24 hours ago and can no longer be sent.',
      field: 'capturedAt',
    });
    expectRefusal(await clockPin({ direction: 'SIDEWAYS', capturedAt: ago(1) }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please choose clock in or clock out',
      field: 'direction',
    });
  });

  it('lets a signed-in teacher clock themselves in', async () => {
    const teacher = await signInAs(t.ctx, 'teacher', { centreId });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/staff-attendance/clock',
      headers: bearer(teacher.token),
      payload: { direction: 'IN', capturedAt: ago(30), clientRequestId: randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.shift).toMatchObject({ managerId: teacher.id, endedAt: null });
    expect(await staffPresent()).toBe(1);
  });

  it('keeps the original when the head of centre corrects a shift, with the reason, audited', async () => {
    const refused = await asHead('POST', `/shifts/${shiftId}/corrections`, {
      startedAt: ago(200),
      endedAt: ago(300),
      reason: 'Forgot to clock in',
    });
    expectRefusal(refused, 400, {
      code: 'VALIDATION_FAILED',
      message: 'The clock-out must be after the clock-in.',
      field: 'endedAt',
    });
    expectRefusal(
      await asHead('POST', `/shifts/${shiftId}/corrections`, { startedAt: ago(200), endedAt: null }),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Please say why you correct this entry',
        field: 'reason',
      },
    );
    const corrected = await asHead('POST', `/shifts/${shiftId}/corrections`, {
      startedAt: ago(240),
      endedAt: ago(60),
      reason: 'Came in early for the babies',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({
      version: 2,
      corrected: true,
      reason: 'Came in early for the babies',
    });
    const versions = (await asHead('GET', `/shifts/${shiftId}/versions`)).json().data;
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ version: 1, recordedBy: 'Aisyah Clock', reason: null });
    expect(versions[0].startedAt).toBe(clockedInAt);
    expect(versions[1]).toMatchObject({ version: 2, reason: 'Came in early for the babies' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff-shift.correct'), eq(auditLog.entityId, shiftId)));
    expect(audit).toMatchObject({ actorType: 'manager', actorId: hoc.id });
    expectRefusal(await asHead('GET', `/shifts/${randomUUID()}/versions`), 404, {
      code: 'NOT_FOUND',
      message: 'This clock entry was not found.',
    });
  });

  it('adds a shift nobody clocked, and refuses another open one the same day', async () => {
    const [other] = await t.ctx.db.insert(managers).values({ centreId, name: 'Badrul Missed' }).returning();
    const added = await asHead('POST', '/shifts', {
      managerId: other?.id,
      startedAt: ago(120),
      endedAt: null,
      reason: 'Phone was down',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await staffPresent()).toBe(2);
    expectRefusal(
      await asHead('POST', '/shifts', {
        managerId: other?.id,
        startedAt: ago(100),
        endedAt: null,
        reason: 'Again',
      }),
      409,
      { code: 'CONFLICT', message: 'This person already has an open shift that day.', field: 'endedAt' },
    );
  });

  it('flags the shifts still open when the centre closes', async () => {
    await t.ctx.db.update(centres).set({ closingTime: '00:00' }).where(eq(centres.id, centreId));
    await centreClosingHandler({ ...t.ctx, config: { publicUrl: 'http://localhost:3000' } })();
    const day = (await asHead('GET', '/shifts')).json().data as {
      openAtClosing: boolean;
      endedAt: string | null;
    }[];
    expect(day.filter((shift) => shift.openAtClosing)).toHaveLength(2);
    expect(day.filter((shift) => shift.endedAt === null)).toHaveLength(2);
  });

  it("adds up the month per person in minutes, and gives the CSV in the reader's language", async () => {
    const month = kualaLumpurDay(ago(60)).slice(0, 7);
    const sheet = (await asHead('GET', `/timesheet?month=${month}`)).json().data;
    const aisyah = sheet.people.find((person: { name: string }) => person.name === 'Aisyah Clock');
    expect(aisyah).toMatchObject({ totalMinutes: 180, openShifts: 0, days: [{ minutes: 180, open: false }] });
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centreId}/timesheet?month=${month}`,
      headers: bearer(admin.token),
    });
    expect(byAdmin.json().data).toEqual(sheet);
    const csv = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/super-manager/staff-attendance/timesheet.csv?month=${month}`,
        headers: { ...bearer(hoc.token), 'accept-language': language },
      });
    const english = await csv('en');
    expect(english.headers['content-type']).toContain('text/csv');
    const lines = csvLines(english.body);
    expect(lines[0]).toBe('Name,Date,First In,Last Out,Hours');
    expect(lines).toContain('Aisyah Clock,Total,,,3:00');
    expect(lines.some((line) => line.startsWith('Badrul Missed,') && line.includes('Not clocked out'))).toBe(
      true,
    );
    const malay = csvLines((await csv('ms')).body);
    expect(malay[0]).toBe('Nama,Tarikh,Masuk Pertama,Keluar Terakhir,Jam');
    expect(malay).toContain('Aisyah Clock,Jumlah,,,3:00');
  });
});
