import { adminModuleCatalogue } from '@cic/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';
import { daysUntil } from '../../../test/session-expiry';
import { adminModules, adminPermissions, admins, auditLog } from '../../db/schema/index';

const code = 'test-registration-code';

describe('admin access', () => {
  let t: TestApp;
  let addressCounter = 0;
  /** Each test calls from its own address so the per-address limits do not spill over. */
  const newAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/v2/admin/auth/${url}`, payload, remoteAddress });
  const register = (email: string, overrides: object = {}, remoteAddress?: string) =>
    post(
      'register',
      {
        email,
        password: 'admin-pass-1',
        confirmPassword: 'admin-pass-1',
        registrationCode: code,
        ...overrides,
      },
      remoteAddress,
    );
  const grantedKeys = async (adminId: string) =>
    (
      await t.ctx.db
        .select({ key: adminModules.key, order: adminPermissions.sortOrder })
        .from(adminPermissions)
        .innerJoin(adminModules, eq(adminModules.id, adminPermissions.moduleId))
        .where(eq(adminPermissions.adminId, adminId))
        .orderBy(asc(adminPermissions.sortOrder))
    ).map((row) => row.key);

  describe('registration code', () => {
    it('answers 200 for the configured code', async () => {
      const response = await post('registration-code', { code });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: null });
    });

    it("answers 403 'Invalid password' for any other code", async () => {
      for (const wrong of ['test-registration-cod', 'test-registration-code ', 'x']) {
        const response = await post('registration-code', { code: wrong });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'Invalid password',
        });
      }
    });

    it('blocks an address after wrong codes, the right one included, in the prompt and the form', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 6; attempt++) {
        expect((await post('registration-code', { code: 'guess' }, address)).statusCode).toBe(403);
      }
      const locked = await post('registration-code', { code }, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(locked.json().message).toMatch(
        /^Too many failed attempts\. Please try again in \d+ minutes?\.$/,
      );
      // The registration form shares the counter.
      expect((await register('locked@test.example', {}, address)).statusCode).toBe(429);
      expect((await post('registration-code', { code })).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    let firstId: string;

    it('gives the first admin every module, in the catalogue order', async () => {
      const response = await register('First.Admin@Test.Example');
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Registration successful',
        data: { email: 'first.admin@test.example' },
      });
      firstId = body.data.id;
      const keys = await grantedKeys(firstId);
      expect(keys).toHaveLength(12);
      expect(keys).toEqual(adminModuleCatalogue.map((module) => module.key));
      const [admin] = await t.ctx.db.select().from(admins).where(eq(admins.id, firstId));
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, firstId), eq(auditLog.action, 'admin.register')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorType: 'admin', actorId: firstId, entityType: 'admin' });
      expect(audit[0]?.details).toMatchObject({ firstAdmin: true, email: 'first.admin@test.example' });
      expect(JSON.stringify(audit[0]?.details)).not.toContain('admin-pass-1');
    });

    it('gives later admins no module', async () => {
      const response = await register('second.admin@test.example');
      expect(response.statusCode).toBe(201);
      expect(await grantedKeys(response.json().data.id)).toEqual([]);
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      const response = await register('FIRST.admin@test.EXAMPLE');
      expectRefusal(response, 409, {
        code: 'CONFLICT',
        message: 'This email is already registered',
        field: 'email',
      });
    });

    it("refuses a wrong registration code with 'Invalid password'", async () => {
      const response = await register('third.admin@test.example', { registrationCode: 'wrong-code' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Invalid password' });
      expect(
        await t.ctx.db.select().from(admins).where(eq(admins.email, 'third.admin@test.example')),
      ).toEqual([]);
    });

    it("says 'Passwords don't match' on confirmPassword", async () => {
      const response = await register('third.admin@test.example', { confirmPassword: 'admin-pass-2' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: "Passwords don't match",
        field: 'confirmPassword',
      });
    });

    it('checks the e-mail and the password length', async () => {
      const badEmail = await register('not-an-email');
      expect(badEmail.json()).toMatchObject({
        message: 'Please enter a valid email address',
        field: 'email',
      });
      const short = await register('short@test.example', { password: 'short', confirmPassword: 'short' });
      expect(short.json()).toMatchObject({ message: 'Password must be at least 8 characters long' });
    });
  });

  describe('login', () => {
    const failure = { success: false, code: 'UNAUTHENTICATED', message: 'Invalid email or password' };

    beforeAll(async () => {
      await register('login.admin@test.example', {
        password: 'login-pass-1',
        confirmPassword: 'login-pass-1',
      });
    });

    it('signs in with the right password (any e-mail case) and the token opens the admin session', async () => {
      const before = Date.now();
      const response = await post('login', { email: 'Login.Admin@test.example', password: 'login-pass-1' });
      expect(response.statusCode).toBe(200);
      const { token, expiresAt } = response.json().data;
      expect(token).toEqual(expect.any(String));
      expect(daysUntil(expiresAt, before)).toBe(7);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().data).toMatchObject({ role: 'admin', email: 'login.admin@test.example', modules: [] });
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const wrongPassword = await post('login', {
        email: 'login.admin@test.example',
        password: 'wrong-pass-1',
      });
      const unknown = await post('login', { email: 'nobody@test.example', password: 'login-pass-1' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrongPassword.json()).toMatchObject(failure);
      expect(unknown.json()).toMatchObject(failure);
    });

    it('locks an address after 30 failures; successes are not counted', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 5; attempt++) {
        const ok = await post(
          'login',
          { email: 'login.admin@test.example', password: 'login-pass-1' },
          address,
        );
        expect(ok.statusCode).toBe(200);
      }
      for (let attempt = 0; attempt < 30; attempt++) {
        const response = await post(
          'login',
          { email: `who-${attempt}@test.example`, password: 'guess-pass' },
          address,
        );
        expect(response.statusCode).toBe(401);
      }
      const locked = await post(
        'login',
        { email: 'login.admin@test.example', password: 'login-pass-1' },
        address,
      );
      expect(locked.statusCode).toBe(429);
    });
  });
});
