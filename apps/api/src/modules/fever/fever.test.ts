import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild, addRecord } from '../../../test/centre-day-fixture';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, checkIns } from '../../db/schema/index';

describe('fever threshold and flagged check-ins', () => {
  let t: TestApp;
  let centre: { id: string };
  let otherCentre: { id: string };
  let teacher: { token: string; id: string };
  let head: { token: string };
  let settingsAdmin: { token: string; id: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Kepong');
    otherCentre = await createCentre(t.ctx, 'CIC Ampang');
    teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    head = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    settingsAdmin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
    jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const threshold = async (token = teacher.token) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/fever-threshold', headers: bearer(token) })).json()
      .data.threshold;
  const setThreshold = (payload: object, token = settingsAdmin.token) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/admin/fever-threshold', headers: bearer(token), payload });

  const fevers = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/center/fevers', headers: bearer(token) });

  async function checkIn(childId: string, temperature: string) {
    const body = await multipartBody(
      { temperature, status: 'CHECKIN', timestamp: new Date().toISOString() },
      [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' }],
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${childId}/check-in`,
      headers: { ...bearer(teacher.token), ...body.headers },
      payload: body.payload,
    });
  }

  it('records the flag at check-in: 37.5 is a fever by default, 37.49 is not', async () => {
    expect(await threshold()).toBe(37.5);
    const hot = await addChild(t.ctx, centre.id, 'Hot Exactly');
    const warm = await addChild(t.ctx, centre.id, 'Warm Below');
    const flagged = await checkIn(hot.id, '37.5');
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().data).toMatchObject({ temperature: 37.5, fever: true });
    const notFlagged = await checkIn(warm.id, '37.49');
    expect(notFlagged.json().data).toMatchObject({ temperature: 37.49, fever: false });
    const rows = await t.ctx.db.select().from(checkIns).where(eq(checkIns.childId, hot.id));
    expect(rows.map((row) => row.fever)).toEqual([true]);
  });

  it('lets head office change the threshold, audited; later check-ins follow it, earlier flags stay', async () => {
    const response = await setThreshold({ threshold: 38 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Fever threshold updated',
      data: { threshold: 38 },
    });
    expect(await threshold()).toBe(38);
    expect(await threshold(settingsAdmin.token)).toBe(38);
    const child = await addChild(t.ctx, centre.id, 'After Change');
    expect((await checkIn(child.id, '37.5')).json().data.fever).toBe(false);
    const earlier = await t.ctx.db.select().from(checkIns).where(eq(checkIns.fever, true));
    expect(earlier).toHaveLength(1);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fever-threshold.update'), eq(auditLog.actorId, settingsAdmin.id)));
    expect(audit?.details).toEqual({ from: 37.5, to: 38 });
    expect((await setThreshold({ threshold: '37.5' })).json().data).toEqual({ threshold: 37.5 });
  });

  it('refuses a threshold outside 37.0 to 40.0 °C or with two decimals, and admins without Settings', async () => {
    for (const value of [36.9, 40.1, '38.25', 'hot']) {
      const response = await setThreshold({ threshold: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'threshold' });
    }
    expect((await setThreshold({ threshold: 37 })).statusCode).toBe(200);
    expect((await setThreshold({ threshold: 40 })).statusCode).toBe(200);
    const checkinAdmin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    expect((await setThreshold({ threshold: 38 }, checkinAdmin.token)).statusCode).toBe(403);
    expect((await setThreshold({ threshold: 37.5 })).statusCode).toBe(200);
  });

  it("shows the head of centre today's flagged records at their own centre only", async () => {
    const child = await addChild(t.ctx, centre.id, 'Fevered Today');
    await checkIn(child.id, '38.4');
    const elsewhere = await addChild(t.ctx, otherCentre.id, 'Other Centre Fever');
    const otherTeacher = await signInAs(t.ctx, 'teacher', { centreId: otherCentre.id });
    await addRecord(t.ctx, {
      childId: elsewhere.id,
      centreId: otherCentre.id,
      managerId: otherTeacher.id,
      status: 'CHECKIN',
      at: new Date(),
      temperature: 39,
      fever: true,
    });
    // Yesterday's fever at the same centre is not today's.
    const yesterday = await addChild(t.ctx, centre.id, 'Fevered Yesterday');
    await addRecord(t.ctx, {
      childId: yesterday.id,
      centreId: centre.id,
      managerId: teacher.id,
      status: 'CHECKIN',
      at: new Date(Date.now() - 24 * 60 * 60 * 1000),
      temperature: 39,
      fever: true,
    });

    const response = await fevers(head.token);
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((record: { studentName: string }) => record.studentName);
    expect(names).toEqual(['Fevered Today', 'Hot Exactly']);
    expect(response.json().data[0]).toMatchObject({
      studentId: child.id,
      temperature: 38.4,
      status: 'CHECKIN',
    });
    const plain = await fevers(teacher.token);
    expect(plain.statusCode).toBe(403);
  });
});
