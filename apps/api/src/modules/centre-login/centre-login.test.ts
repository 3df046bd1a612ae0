import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';
import { daysUntil } from '../../../test/session-expiry';
import { bearer, createCentre } from '../../../test/sign-in';
import { centres, configFlags, managers, packages } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';

const centreFailure = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'The center or password is not correct.',
};

describe('centre login', () => {
  let t: TestApp;
  let centre: { id: string; name: string };
  let hocPasswordHash: string;
  let addressCounter = 0;
  /** Each test signs in from its own address so the per-address limit does not spill over. */
  const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Damansara', 'centre-pass-1');
    hocPasswordHash = await hashPassword('hoc-password-1');
    await t.ctx.db.insert(managers).values([
      { centreId: centre.id, name: 'Siti Teacher' },
      { centreId: centre.id, name: 'Anand Teacher' },
      {
        centreId: centre.id,
        name: 'Zainab Head',
        isSuperManager: true,
        email: 'zainab.hoc@test.example',
        passwordHash: hocPasswordHash,
      },
      { centreId: centre.id, name: 'Gone Teacher', deletedAt: new Date() },
    ]);
    // The centre login as the spec has it: Teacher PINs off (its own tests are in teacher-pins/).
    await t.ctx.db.update(configFlags).set({ enabled: false }).where(eq(configFlags.key, 'teacher-pins'));
  });
  afterAll(() => t.close());

  const setHocLogin = (enabled: boolean) =>
    t.ctx.db.update(configFlags).set({ enabled }).where(eq(configFlags.key, 'hoc-login'));

  const login = (body: object, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/v2/center/login', payload: body, remoteAddress });
  const loginHoc = (body: object, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/v2/center/login-hoc', payload: body, remoteAddress });

  it('GET /admin/config lists the switches, the first three off on a fresh database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
    expect(response.json()).toEqual({
      success: true,
      data: [
        { key: 'hoc-login', enabled: false },
        { key: 'activities', enabled: false },
        { key: 'new-student-registration', enabled: false },
        { key: 'teacher-pins', enabled: false },
      ],
    });
  });

  it('GET /center lists activated centres only, by name', async () => {
    await t.ctx.db.insert(centres).values({ name: 'AAA Not Activated Yet' });
    await createCentre(t.ctx, 'CIC Ampang');
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/center' });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((option: { name: string }) => option.name);
    expect(names).toContain('CIC Damansara');
    expect(names).not.toContain('AAA Not Activated Yet');
    expect(names).toEqual([...names].sort());
    expect(response.json().data.find((option: { id: string }) => option.id === centre.id)).toEqual({
      id: centre.id,
      name: 'CIC Damansara',
    });
  });

  it('GET /center/:id/packages gives active packages with ringgit fees; unknown centres are 404', async () => {
    await t.ctx.db.insert(packages).values([
      { centreId: centre.id, name: 'Full Day', packageType: 'Full Day', onlineRegistrationFeeSen: 15050 },
      { centreId: centre.id, name: 'Half Day', packageType: 'Half Day', onlineRegistrationFeeSen: 9000 },
      {
        centreId: centre.id,
        name: 'Old Package',
        packageType: 'Old',
        onlineRegistrationFeeSen: 100,
        isActive: false,
      },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/center/${centre.id}/packages` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(String), name: 'Full Day', onlineRegistrationFee: 150.5 },
      { id: expect.any(String), name: 'Half Day', onlineRegistrationFee: 90 },
    ]);

    const [inactive] = await t.ctx.db.insert(centres).values({ name: 'Sleeping Centre' }).returning();
    for (const id of [inactive?.id, randomUUID(), 'not-a-uuid']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/v2/center/${id}/packages` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('gives every current teacher a working token, heads of centre first', async () => {
    await setHocLogin(false);
    const before = Date.now();
    const response = await login({ id: centre.id, password: 'centre-pass-1' });
    expect(response.statusCode).toBe(200);
    const teachers = response.json().data;
    for (const teacher of teachers) expect(daysUntil(teacher.expiresAt, before)).toBe(14);
    expect(teachers.map((teacher: { name: string }) => teacher.name)).toEqual([
      'Zainab Head',
      'Anand Teacher',
      'Siti Teacher',
    ]);
    expect(teachers[0]).toMatchObject({ superManager: true, token: expect.any(String) });
    expect(teachers[1]).toMatchObject({ superManager: false, token: expect.any(String) });

    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(teachers[2].token) });
    expect(me.json().data).toMatchObject({
      id: teachers[2].id,
      role: 'teacher',
      name: 'Siti Teacher',
      centre: { id: centre.id },
    });
  });

  it('answers a wrong password, an unknown or unactivated centre with the same 401', async () => {
    const [unactivated] = await t.ctx.db
      .insert(centres)
      .values({
        name: 'Unactivated With Password',
        passwordCiphertext: t.ctx.cipher.encrypt('centre-pass-1'),
      })
      .returning();
    for (const body of [
      { id: centre.id, password: 'centre-pass-2' },
      { id: randomUUID(), password: 'centre-pass-1' },
      { id: 'centre-name', password: 'centre-pass-1' },
      { id: unactivated?.id, password: 'centre-pass-1' },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject(centreFailure);
    }
    const short = await login({ id: centre.id, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');
  });

  it('counts failures per address across centres (30), and successes give their attempt back', async () => {
    const address = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login({ id: centre.id, password: 'centre-pass-1' }, address)).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await login({ id: randomUUID(), password: 'whatever-pass' }, address);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ id: centre.id, password: 'centre-pass-1' }, address);
    expect(locked.statusCode).toBe(429);
    // The address lock did not count against the centre.
    expect((await login({ id: centre.id, password: 'centre-pass-1' })).statusCode).toBe(200);
  });

  it('cannot be beaten by parallel guesses from one address', async () => {
    const target = await createCentre(t.ctx, undefined, 'right-password');
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        login({ id: target.id, password: `parallel-guess-${index}` }, address),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Five free failures and one slowed try; the rest are refused.
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
  });

  describe('with hoc-login on', () => {
    beforeAll(() => setHocLogin(true));
    afterAll(() => setHocLogin(false));

    it('gives a head of centre no token at the centre login', async () => {
      const teachers = (await login({ id: centre.id, password: 'centre-pass-1' })).json().data;
      expect(teachers[0]).toMatchObject({
        name: 'Zainab Head',
        superManager: true,
        token: null,
        expiresAt: null,
      });
      expect(teachers[1].token).toEqual(expect.any(String));
    });

    it('signs a head of centre in with e-mail and password', async () => {
      const before = Date.now();
      const response = await loginHoc({ email: ' Zainab.HOC@test.example ', password: 'hoc-password-1' });
      expect(response.statusCode).toBe(200);
      expect(daysUntil(response.json().data.expiresAt, before)).toBe(14);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth',
        headers: bearer(response.json().data.token),
      });
      expect(me.json().data).toMatchObject({ role: 'super manager', name: 'Zainab Head' });
    });

    it('refuses a wrong HOC password, an unknown e-mail and an ordinary teacher with one message', async () => {
      const [teacher] = await t.ctx.db
        .insert(managers)
        .values({
          centreId: centre.id,
          name: 'Teacher With Email',
          email: 'teacher.email@test.example',
          passwordHash: hocPasswordHash,
        })
        .returning();
      for (const body of [
        { email: 'zainab.hoc@test.example', password: 'hoc-password-2' },
        { email: 'nobody@test.example', password: 'hoc-password-1' },
        { email: 'teacher.email@test.example', password: 'hoc-password-1' },
      ]) {
        const response = await loginHoc(body);
        expectRefusal(response, 401, {
          code: 'UNAUTHENTICATED',
          message: 'The e-mail or password is not correct.',
        });
      }
      await t.ctx.db.delete(managers).where(eq(managers.id, teacher?.id ?? ''));
      expect((await loginHoc({ email: 'not-an-email', password: 'hoc-password-1' })).json().message).toBe(
        'Invalid email address',
      );
    });

    it('refuses a deleted head of centre', async () => {
      const email = `deleted-${randomUUID().slice(0, 6)}@test.example`;
      await t.ctx.db.insert(managers).values({
        centreId: centre.id,
        name: 'Former Head',
        isSuperManager: true,
        email,
        passwordHash: hocPasswordHash,
        deletedAt: new Date(),
      });
      expect((await loginHoc({ email, password: 'hoc-password-1' })).statusCode).toBe(401);
    });
  });
});
