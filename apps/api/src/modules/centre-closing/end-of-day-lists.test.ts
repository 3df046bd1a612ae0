import type { CentreStudent, CentreView } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, studentListVersions } from '../../db/schema/index';

const today = '2026-11-27';
const yesterday = '2026-11-26';
const earlier = '2026-11-20';

describe("the centre's closing time, the teacher list's and the admin day's end-of-day flags", () => {
  let t: TestApp;
  let now = klInstant(today, '07:00');
  let centreId: string;
  let teacherToken: string;
  let adminToken: string;
  let names: { aina: string; badrul: string; chong: string; dewi: string; ehsan: string };
  let dewiId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    const centre = await addCentre(t.ctx, 'Cempaka');
    centreId = centre.id;
    const teacher = await signInAs(t.ctx, 'teacher', { centreId });
    teacherToken = teacher.token;
    adminToken = (await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] })).token;
    const recorder = await addManager(t.ctx, centreId, 'Recorder');
    const child = (name: string) => addChild(t.ctx, centreId, name);
    const [aina, badrul, chong, dewi, ehsan] = await Promise.all(
      ['Aina', 'Badrul', 'Chong', 'Dewi', 'Ehsan'].map(child),
    );
    if (!aina || !badrul || !chong || !dewi || !ehsan) throw new Error('children not created');
    names = { aina: aina.name, badrul: badrul.name, chong: chong.name, dewi: dewi.name, ehsan: ehsan.name };
    dewiId = dewi.id;
    const record = (childId: string, status: 'CHECKIN' | 'CHECKOUT', at: Date) =>
      addRecord(t.ctx, { childId, centreId, managerId: recorder.id, status, at });
    // Aina: checked out; Badrul and Ehsan: still in today; Chong: never recorded;
    // Dewi: in yesterday and never out; Aina also stayed in once a week ago, then came back.
    await record(aina.id, 'CHECKIN', klInstant(earlier, '08:00'));
    await record(aina.id, 'CHECKIN', klInstant(today, '08:00'));
    await record(aina.id, 'CHECKOUT', klInstant(today, '17:00'));
    await record(badrul.id, 'CHECKIN', klInstant(today, '08:05'));
    await record(ehsan.id, 'CHECKIN', klInstant(today, '08:10'));
    await record(dewi.id, 'CHECKIN', klInstant(yesterday, '08:00'));
  }, 120_000);

  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function teacherList() {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacherToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as CentreStudent[]).map((student) => ({
      name: student.studentName,
      stillCheckedIn: student.stillCheckedIn,
      notCheckedOutOn: student.notCheckedOutOn,
    }));
  }

  async function setClosingTime(closingTime: unknown, token = adminToken, id = centreId) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/checkin/center/${id}/closing-time`,
      headers: bearer(token),
      payload: { closingTime },
    });
  }

  it('lists by name before closing time, flagging only the child never checked out on an earlier day', async () => {
    now = klInstant(today, '18:00');
    expect(await teacherList()).toEqual([
      { name: names.aina, stillCheckedIn: false, notCheckedOutOn: null },
      { name: names.badrul, stillCheckedIn: false, notCheckedOutOn: null },
      { name: names.chong, stillCheckedIn: false, notCheckedOutOn: null },
      { name: names.dewi, stillCheckedIn: false, notCheckedOutOn: yesterday },
      { name: names.ehsan, stillCheckedIn: false, notCheckedOutOn: null },
    ]);
  });

  it('puts the children still checked in first after the default closing time (18:30)', async () => {
    now = klInstant(today, '18:31');
    expect(await teacherList()).toEqual([
      { name: names.badrul, stillCheckedIn: true, notCheckedOutOn: null },
      { name: names.ehsan, stillCheckedIn: true, notCheckedOutOn: null },
      { name: names.aina, stillCheckedIn: false, notCheckedOutOn: null },
      { name: names.chong, stillCheckedIn: false, notCheckedOutOn: null },
      { name: names.dewi, stillCheckedIn: false, notCheckedOutOn: yesterday },
    ]);
  });

  it('lets an admin move the closing time, audited, and the kept list follows at once', async () => {
    const [stampBefore] = await t.ctx.db
      .select()
      .from(studentListVersions)
      .where(eq(studentListVersions.centreId, centreId));
    const response = await setClosingTime('19:00');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { closingTime: '19:00' },
      messageCode: 'success.closingTimeUpdated',
    });
    const [stampAfter] = await t.ctx.db
      .select()
      .from(studentListVersions)
      .where(eq(studentListVersions.centreId, centreId));
    expect(stampAfter?.version).not.toBe(stampBefore?.version);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, centreId), eq(auditLog.action, 'centre.closing-time')));
    expect(audit).toMatchObject({ actorType: 'admin', details: { closingTime: '19:00', previous: '18:30' } });

    // 18:31 is before the new closing time: the list is by name again.
    expect((await teacherList()).map((student) => student.name)).toEqual([
      names.aina,
      names.badrul,
      names.chong,
      names.dewi,
      names.ehsan,
    ]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centreId}?date=${today}`,
      headers: bearer(adminToken),
    });
    expect((view.json().data as CentreView).center.closingTime).toBe('19:00');
  });

  it('refuses a time that is not HH:mm with the envelope, an unknown centre with 404, and callers without CHECKIN', async () => {
    for (const closingTime of ['24:00', '7:30', '18:30:00', '', 1830]) {
      const response = await setClosingTime(closingTime);
      expect(response.statusCode, String(closingTime)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        messageCode: 'checkIns.closingTime',
        field: 'closingTime',
      });
    }
    const missing = await setClosingTime('19:00', adminToken, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const settingsOnly = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
    expect((await setClosingTime('19:00', settingsOnly.token)).statusCode).toBe(403);
    expect((await setClosingTime('19:00', teacherToken)).statusCode).toBe(403);
  });

  it("flags the admin day's children who began it still checked in from an earlier day", async () => {
    now = klInstant(today, '09:00');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centreId}?date=${today}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const flagged = (response.json().data as CentreView).students
      .filter((student) => student.notCheckedOutOn !== null)
      .map((student) => student.studentName);
    // Aina's open record of a week ago was followed by today's check-in: only the day's start counts.
    expect(flagged).toEqual([names.aina, names.dewi]);
  });

  it('lets the teacher check in the next morning a child never checked out, which clears the flag', async () => {
    now = klInstant(today, '09:00');
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    const body = await multipartBody(
      { temperature: '36.7', status: 'CHECKIN', note: '', schoolPackage: '', timestamp: now.toISOString() },
      [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${dewiId}/check-in`,
      headers: { ...bearer(teacherToken), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const dewi = (await teacherList()).find((student) => student.name === names.dewi);
    expect(dewi).toEqual({ name: names.dewi, stillCheckedIn: false, notCheckedOutOn: null });
  });
});
