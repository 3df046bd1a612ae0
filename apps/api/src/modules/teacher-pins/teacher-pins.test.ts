import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild } from '../../../test/centre-day-fixture';
import { canvasJpeg } from '../../../test/jpeg-bytes';
import { multipartBody } from '../../../test/multipart-body';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, checkIns, configFlags, managers } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';

type Card = {
  id: string;
  name: string;
  token: string | null;
  pin: 'set' | 'not-set' | null;
  device: { token: string; expiresAt: string; idleMinutes: number } | null;
};

/** A validation refusal: the envelope with the field and the human message. */
function expectInvalid(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field, message });
}

const hours = (iso: string, from: number) => Math.round((new Date(iso).getTime() - from) / 3_600_000);

describe('teacher PINs (decision 084)', () => {
  let t: TestApp;
  let centreId: string;
  let hoc: { token: string; id: string };
  let teacherId: string;
  let addressCount = 0;
  const newAddress = () => `10.31.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

  beforeAll(async () => {
    t = await buildTestApp();
    centreId = (await createCentre(t.ctx, 'PIN Centre', 'centre-pass-1')).id;
    await setSwitch('hoc-login', true);
    hoc = await signInAs(t.ctx, 'super manager', { centreId });
    const [teacher] = await t.ctx.db
      .insert(managers)
      .values({ centreId, name: 'Aisyah Teacher' })
      .returning();
    teacherId = teacher?.id ?? '';
  });
  afterAll(() => t.close());

  async function setSwitch(key: 'hoc-login' | 'teacher-pins', enabled: boolean) {
    await t.ctx.db
      .insert(configFlags)
      .values({ key, enabled })
      .onConflictDoUpdate({ target: configFlags.key, set: { enabled } });
  }
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress: newAddress() });
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v2${url}`, payload, headers: bearer(token) });
  /** A centre login from a new device: the cards and that device's token. */
  async function newDevice(centre = centreId) {
    const response = await post('/center/login', { id: centre, password: 'centre-pass-1' });
    expect(response.statusCode).toBe(200);
    const cards: Card[] = response.json().data;
    return { cards, device: cards[0]?.device?.token ?? '' };
  }
  const pinLogin = (device: string, id: string, pin: string) =>
    post('/center/login-pin', { device, id, pin });
  const setPin = (managerId: string, pin: string, token = hoc.token) =>
    put(`/super-manager/permission/${managerId}/pin`, token, { pin });
  const auditOf = (action: string, managerId: string) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, managerId)));
  async function newTeacher(pin?: string) {
    const [row] = await t.ctx.db
      .insert(managers)
      .values({ centreId, name: `Teacher ${Math.random()}`, pinHash: pin ? await hashPassword(pin) : null })
      .returning();
    return row?.id ?? '';
  }

  it('is on by default: the switch lists as on, and the centre login gives cards without tokens and one device session', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
    expect(config.json().data).toContainEqual({ key: 'teacher-pins', enabled: true });
    const { cards, device } = await newDevice();
    expect(device).toEqual(expect.any(String));
    for (const card of cards) {
      expect(card).toMatchObject({ token: null, expiresAt: null, device: { token: device, idleMinutes: 5 } });
    }
    expect(cards.find((card) => card.id === teacherId)?.pin).toBe('not-set');
  });

  it('a teacher without a PIN cannot sign in: the answer says to ask the head of centre', async () => {
    const { device } = await newDevice();
    expectRefusal(await pinLogin(device, teacherId, '1234'), 409, {
      code: 'CONFLICT',
      message: 'You have no PIN yet. Please ask your head of center to set one.',
    });
  });

  it("lets the head of centre set a teacher's first PIN and reset it, audited without the PIN", async () => {
    const first = await setPin(teacherId, '2468');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'PIN saved' });
    expect(await auditOf('pin.set', teacherId)).toMatchObject([{ actorType: 'manager', actorId: hoc.id }]);
    expect((await setPin(teacherId, '135790')).statusCode).toBe(200);
    const resets = await auditOf('pin.reset', teacherId);
    expect(resets).toHaveLength(1);
    expect(JSON.stringify(resets)).not.toMatch(/135790|2468/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/super-manager/permission',
      headers: bearer(hoc.token),
    });
    expect(list.json().data.find((row: { id: string }) => row.id === teacherId)).toMatchObject({
      pinSet: true,
    });
    const { cards } = await newDevice();
    expect(cards.find((card) => card.id === teacherId)?.pin).toBe('set');
  });

  it("answers 404 for another centre's teacher, 403 for another head of centre, and the envelope for a bad PIN", async () => {
    const other = await createCentre(t.ctx);
    const stranger = await signInAs(t.ctx, 'teacher', { centreId: other.id });
    expectRefusal(await setPin(stranger.id, '1234'), 404, {
      code: 'NOT_FOUND',
      message: 'This teacher was not found.',
    });
    const otherHead = await signInAs(t.ctx, 'super manager', { centreId });
    expectRefusal(await setPin(otherHead.id, '1234'), 403, {
      code: 'FORBIDDEN',
      message: 'A head of center cannot be renamed or deleted here.',
    });
    for (const pin of ['12a4', '123', '1234567', '']) {
      expectInvalid(await setPin(teacherId, pin), 'pin', 'A PIN is 4 to 6 digits.');
    }
    const teacher = await signInAs(t.ctx, 'teacher', { centreId });
    expect((await setPin(teacherId, '1234', teacher.token)).statusCode).toBe(403);
  });

  it('opens a 12-hour teacher session with the right PIN; the check-in it records is by that person', async () => {
    const { device } = await newDevice();
    const before = Date.now();
    const response = await pinLogin(device, teacherId, '135790');
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(hours(session.expiresAt, before)).toBe(12);
    expect(session.idleMinutes).toBe(5);
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(session.token) });
    expect(me.json().data).toMatchObject({ id: teacherId, role: 'teacher', name: 'Aisyah Teacher' });

    const child = await addChild(t.ctx, centreId, 'PIN Child');
    const body = await multipartBody(
      { temperature: '36.6', status: 'CHECKIN', timestamp: new Date(Date.now() - 60_000).toISOString() },
      [{ field: 'image', bytes: await canvasJpeg(480, 640), type: 'image/jpeg', name: 'photo.jpg' }],
    );
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: { ...bearer(session.token), ...body.headers },
      payload: body.payload,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const [row] = await t.ctx.db.select().from(checkIns).where(eq(checkIns.childId, child.id));
    expect(row?.recordedById).toBe(teacherId);
  });

  it('refuses a wrong PIN with the field, audits it without the PIN, and refuses unknown devices and people', async () => {
    const { device } = await newDevice();
    expectRefusal(await pinLogin(device, teacherId, '999999'), 401, {
      code: 'UNAUTHENTICATED',
      message: 'This PIN is not correct.',
      field: 'pin',
    });
    const failures = await auditOf('pin.failure', teacherId);
    expect(failures.length).toBeGreaterThan(0);
    expect(JSON.stringify(failures)).not.toMatch(/999999/);
    expectRefusal(await pinLogin('not-a-device', teacherId, '135790'), 401, {
      code: 'UNAUTHENTICATED',
      message: 'This device is signed out. Please sign in with the center password again.',
    });
    const elsewhere = await signInAs(t.ctx, 'teacher');
    expect((await pinLogin(device, elsewhere.id, '135790')).statusCode).toBe(404);
    expect((await pinLogin(device, 'not-a-uuid', '135790')).statusCode).toBe(400);
  });

  const waitsOf = (managerId: string) =>
    t.ctx.db.execute(
      sql`select key, count, reset_at from rate_limit_buckets where key like ${`pin:person:${managerId}:%:wait`} and count > 0`,
    );
  /** The waits run out as if their time had passed. */
  const endWaits = (managerId: string) =>
    t.ctx.db.execute(
      sql`update rate_limit_buckets set reset_at = now() where key like ${`pin:person:${managerId}:%:wait`}`,
    );
  const staffList = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/super-manager/permission',
        headers: bearer(hoc.token),
      })
    ).json().data as {
      id: string;
      pinState: { failures: number; locks: { scope: string; until: string }[] };
    }[];

  it('makes a person wait longer after each wrong PIN past the fourth on a device, never a wall for a few taps', async () => {
    const owner = await newTeacher('4321');
    const phone = (await newDevice()).device;
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await pinLogin(phone, owner, '0000')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Four taps by a child cost nothing: the owner gets in at once, and the count starts again.
    expect((await pinLogin(phone, owner, '4321')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await pinLogin(phone, owner, '0000');
    expect((await pinLogin(phone, owner, '0000')).statusCode).toBe(401);
    const refused = await pinLogin(phone, owner, '4321');
    expectRefusal(refused, 429, {
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Please try again in 1 minute.',
    });
    const seconds = async () => {
      const rows = (await waitsOf(owner)) as unknown as { rows: { reset_at: string }[] };
      return Math.round((new Date(rows.rows[0]?.reset_at ?? 0).getTime() - Date.now()) / 1000);
    };
    expect(await seconds()).toBeGreaterThan(25);
    expect(await seconds()).toBeLessThanOrEqual(30);
    await endWaits(owner);
    expect((await pinLogin(phone, owner, '0000')).statusCode).toBe(401);
    expect(await seconds()).toBeGreaterThan(55);
    expect(await seconds()).toBeLessThanOrEqual(60);
    await endWaits(owner);
    expect((await pinLogin(phone, owner, '4321')).statusCode).toBe(200);
    expect(await auditOf('pin.lock', owner)).toHaveLength(2);
  });

  it('lets the waits grow to 15 minutes at most, and no wrong PIN elsewhere locks the owner out of their door', async () => {
    const { pinWaitAfter } = await import('./pin-throttle');
    expect([1, 4, 5, 6, 7, 8, 9, 10, 40].map((n) => pinWaitAfter(n) / 1000)).toEqual([
      0, 0, 30, 60, 120, 240, 480, 900, 900,
    ]);
    const owner = await newTeacher('4321');
    const door = (await newDevice()).device;
    expect((await pinLogin(door, owner, '4321')).statusCode).toBe(200);
    // A stranger with the centre password, on devices of their own: 4 wrong PINs each, 20 in all.
    for (let device = 0; device < 5; device++) {
      const stranger = (await newDevice()).device;
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await pinLogin(stranger, owner, '0000')).statusCode).toBe(401);
    }
    const refused = await pinLogin((await newDevice()).device, owner, '4321');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes?\.$/);
    expect((await pinLogin(door, owner, '4321')).statusCode).toBe(200);
    const locks = await auditOf('pin.lock', owner);
    expect(locks.map((row) => (row.details as { scope: string }).scope)).toEqual(['person']);
    expect(JSON.stringify(locks)).not.toMatch(/4321|0000/);
  });

  it("shows the head of centre each teacher's wrong PINs and waits, and lets them lift the waits", async () => {
    const owner = await newTeacher('4321');
    const phone = (await newDevice()).device;
    for (let attempt = 0; attempt < 5; attempt++) await pinLogin(phone, owner, '0000');
    for (let device = 0; device < 4; device++) {
      const stranger = (await newDevice()).device;
      for (let attempt = 0; attempt < 4; attempt++) await pinLogin(stranger, owner, '0000');
    }
    const state = (await staffList()).find((row) => row.id === owner)?.pinState;
    expect(state?.failures).toBe(20);
    expect(state?.locks.map((lock) => lock.scope).sort()).toEqual(['device', 'new-devices']);
    expect(state?.locks.find((lock) => lock.scope === 'device')).toMatchObject({
      deviceSince: expect.any(String),
    });
    const teacher = await signInAs(t.ctx, 'teacher', { centreId });
    const unlockAs = (token: string, managerId = owner) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/super-manager/permission/${managerId}/pin-lock`,
        headers: bearer(token),
      });
    expect((await unlockAs(teacher.token)).statusCode).toBe(403);
    expect((await unlockAs(hoc.token, randomUUID())).statusCode).toBe(404);
    const lifted = await unlockAs(hoc.token);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().message).toBe('Waits lifted. They can try their PIN again.');
    expect((await staffList()).find((row) => row.id === owner)?.pinState).toEqual({ failures: 0, locks: [] });
    expect((await pinLogin(phone, owner, '4321')).statusCode).toBe(200);
    expect((await pinLogin((await newDevice()).device, owner, '4321')).statusCode).toBe(200);
    expect(await auditOf('pin.unlock', owner)).toMatchObject([{ actorId: hoc.id }]);
  });

  it('ends every session the old PIN opened, and lifts the waits, when the head of centre resets it', async () => {
    const owner = await newTeacher('4321');
    const phone = (await newDevice()).device;
    const session = (await pinLogin(phone, owner, '4321')).json().data;
    const stranger = (await newDevice()).device;
    for (let attempt = 0; attempt < 6; attempt++) await pinLogin(stranger, owner, '0000');
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(token) });
    expect((await me(session.token)).statusCode).toBe(200);

    expect((await setPin(owner, '8642')).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    const [reset] = await auditOf('pin.reset', owner);
    expect(reset?.details).toMatchObject({ endedSessions: 1 });
    const remembered = await t.ctx.db.execute(
      sql`select count(*)::int as n from centre_devices where ${owner}::uuid = any(signed_in_manager_ids)`,
    );
    expect((remembered as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await staffList()).find((row) => row.id === owner)?.pinState.locks).toEqual([]);
    expect((await pinLogin(stranger, owner, '8642')).statusCode).toBe(200);
  });

  it("ends the person's other PIN sessions, not the one they changed it from, when they change their own PIN", async () => {
    const owner = await newTeacher('4321');
    const here = (await pinLogin((await newDevice()).device, owner, '4321')).json().data;
    const there = (await pinLogin((await newDevice()).device, owner, '4321')).json().data;
    expect((await put('/auth/pin', here.token, { currentPin: '4321', pin: '9753' })).statusCode).toBe(200);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(token) });
    expect((await me(here.token)).statusCode).toBe(200);
    expect((await me(there.token)).statusCode).toBe(401);
    const [change] = await auditOf('pin.change', owner);
    expect(change?.details).toMatchObject({ endedSessions: 1 });
  });

  it('lets one address open at most 30 device sessions an hour with the centre password', async () => {
    const remoteAddress = '10.77.0.1';
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/center/login',
        payload: { id: centreId, password: 'centre-pass-1' },
        remoteAddress,
      });
    for (let device = 0; device < 30; device++) expect((await open()).statusCode).toBe(200);
    expectRefusal(await open(), 429, {
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Another address is not held by it.
    expect((await newDevice()).device).toEqual(expect.any(String));
  });

  it('lets a teacher change their own PIN with the current one', async () => {
    const teacher = await newTeacher('1111');
    const { device } = await newDevice();
    const session = (await pinLogin(device, teacher, '1111')).json().data;
    expectRefusal(await put('/auth/pin', session.token, { currentPin: '2222', pin: '3333' }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Your current PIN is not correct.',
      field: 'currentPin',
    });
    expect((await put('/auth/pin', session.token, { pin: '3333' })).statusCode).toBe(400);
    const changed = await put('/auth/pin', session.token, { currentPin: '1111', pin: '3333' });
    expect(changed.statusCode).toBe(200);
    expect(await auditOf('pin.change', teacher)).toHaveLength(1);
    expect((await pinLogin(device, teacher, '1111')).statusCode).toBe(401);
    expect((await pinLogin(device, teacher, '3333')).statusCode).toBe(200);
  });

  it("keeps the centre's idle time, which the device sessions carry", async () => {
    expectInvalid(
      await put('/super-manager/settings/idle-minutes', hoc.token, { minutes: 0 }),
      'minutes',
      'Choose between 1 and 60 minutes.',
    );
    expect((await put('/super-manager/settings/idle-minutes', hoc.token, { minutes: 2 })).statusCode).toBe(
      200,
    );
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/v2/super-manager/settings',
      headers: bearer(hoc.token),
    });
    expect(settings.json().data.idleMinutes).toBe(2);
    const { cards, device } = await newDevice();
    expect(cards[0]?.device?.idleMinutes).toBe(2);
    expect((await pinLogin(device, teacherId, '135790')).json().data.idleMinutes).toBe(2);
    await put('/super-manager/settings/idle-minutes', hoc.token, { minutes: 5 });
  });

  it("lets an admin with the check-in module set a centre's idle time, audited; an unknown centre is 404", async () => {
    const admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const set = await put(`/admin/checkin/center/${centreId}/idle-minutes`, admin.token, { minutes: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ minutes: 3 });
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'centre.idle-minutes.update'), eq(auditLog.actorId, admin.id)));
    expect(row).toMatchObject({ actorType: 'admin', entityId: centreId, details: { to: 3 } });
    const unknown = await put(`/admin/checkin/center/${randomUUID()}/idle-minutes`, admin.token, {
      minutes: 3,
    });
    expect(unknown.statusCode).toBe(404);
    await put('/super-manager/settings/idle-minutes', hoc.token, { minutes: 5 });
  });

  it('signs the devices out with a new centre password', async () => {
    const centre = await createCentre(t.ctx, undefined, 'centre-pass-1');
    const head = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    const { device } = await newDevice(centre.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/super-manager/settings/center-password',
      headers: bearer(head.token),
    });
    expect((await pinLogin(device, head.id, '1234')).statusCode).toBe(401);
  });

  describe('with hoc-login off', () => {
    beforeAll(() => setSwitch('hoc-login', false));
    afterAll(() => setSwitch('hoc-login', true));

    it('lets a head of centre without a PIN choose it at the device, then asks for it', async () => {
      const head = await signInAs(t.ctx, 'super manager', { centreId });
      const { device } = await newDevice();
      expect((await pinLogin(device, head.id, '8642')).statusCode).toBe(200);
      expect(await auditOf('pin.set', head.id)).toHaveLength(1);
      expect((await pinLogin(device, head.id, '1111')).statusCode).toBe(401);
      expect((await pinLogin(device, head.id, '8642')).statusCode).toBe(200);
    });
  });

  describe('switched off and on', () => {
    it('works as before while off, and refuses the sessions opened without a PIN once on', async () => {
      const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
      const pinSession = (await pinLogin((await newDevice()).device, teacherId, '135790')).json().data;
      const turn = (enabled: boolean) => put('/admin/config', admin.token, { key: 'teacher-pins', enabled });

      expect((await turn(false)).statusCode).toBe(200);
      const { cards } = await newDevice();
      const card = cards.find((row) => row.id === teacherId);
      expect(card).toMatchObject({ token: expect.any(String), pin: null, device: null });
      expect((await pinLogin('any-device', teacherId, '135790')).statusCode).toBe(409);
      const me = () =>
        t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(card?.token ?? '') });
      expect((await me()).statusCode).toBe(200);

      const on = await turn(true);
      expect(on.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
      const pinMe = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth',
        headers: bearer(pinSession.token),
      });
      expect(pinMe.statusCode).toBe(200);
      const [row] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'config.update'),
            sql`${auditLog.details}->>'to' = 'true'`,
            eq(auditLog.entityId, 'teacher-pins'),
          ),
        );
      expect(row?.details).toMatchObject({ signedOutSessions: expect.any(Number) });
      expect((row?.details as { signedOutSessions: number } | undefined)?.signedOutSessions).toBeGreaterThan(
        0,
      );
    });
  });
});
