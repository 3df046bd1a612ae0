import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, configFlags, managers } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { isFeatureEnabled } from './service';

describe('config flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads each switch, off on a fresh database', async () => {
    expect(await isFeatureEnabled(t.ctx.db, 'hoc-login')).toBe(false);
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    expect(await isFeatureEnabled(t.ctx.db, 'activities')).toBe(true);
    expect(await isFeatureEnabled(t.ctx.db, 'hoc-login')).toBe(false);
  });

  it('GET /admin/config answers anyone with the switches in a fixed order, Teacher PINs on from the start', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { key: 'hoc-login', enabled: false },
      { key: 'activities', enabled: true },
      { key: 'new-student-registration', enabled: false },
      { key: 'teacher-pins', enabled: true },
    ]);
  });

  it('counts a missing row as off', async () => {
    await t.ctx.db.delete(configFlags).where(eq(configFlags.key, 'new-student-registration'));
    expect(await isFeatureEnabled(t.ctx.db, 'new-student-registration')).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
    expect(response.json().data[2]).toEqual({ key: 'new-student-registration', enabled: false });
  });

  describe('PUT /admin/config', () => {
    const put = (token: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/admin/config',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });

    it('turns a switch on or off for GET /admin/config, recording who and when, audited', async () => {
      const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
      const before = new Date(Date.now() - 1000);
      const response = await put(admin.token, { key: 'hoc-login', enabled: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Config updated',
        data: [
          { key: 'hoc-login', enabled: true },
          { key: 'activities', enabled: true },
          { key: 'new-student-registration', enabled: false },
          { key: 'teacher-pins', enabled: true },
        ],
      });
      const read = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
      expect(read.json().data[0]).toEqual({ key: 'hoc-login', enabled: true });
      expect(await isFeatureEnabled(t.ctx.db, 'hoc-login')).toBe(true);
      const [row] = await t.ctx.db.select().from(configFlags).where(eq(configFlags.key, 'hoc-login'));
      expect(row?.updatedByAdminId).toBe(admin.id);
      expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());

      expect((await put(admin.token, { key: 'hoc-login', enabled: false })).json().data[0].enabled).toBe(
        false,
      );
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, 'hoc-login'), eq(auditLog.action, 'config.update')))
        .orderBy(asc(auditLog.createdAt));
      expect(audit.map((entry) => entry.details)).toEqual([
        { from: false, to: true, signedOutSessions: 0 },
        { from: true, to: false },
      ]);
      expect(audit[0]).toMatchObject({ actorType: 'admin', actorId: admin.id, entityType: 'config_flag' });
    });

    it('turning hoc-login on signs out only the heads of centre who used the centre password alone', async () => {
      const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
      await put(admin.token, { key: 'hoc-login', enabled: false });
      // The centre login hands out teacher tokens only while Teacher PINs is off (decision 084).
      await put(admin.token, { key: 'teacher-pins', enabled: false });
      const centre = await createCentre(t.ctx, undefined, 'centre-pass-1');
      await t.ctx.db.insert(managers).values([
        { centreId: centre.id, name: 'Ordinary Teacher' },
        {
          centreId: centre.id,
          name: 'Head Of Centre',
          isSuperManager: true,
          email: 'switch.head@test.example',
          passwordHash: await hashPassword('head-password-1'),
        },
      ]);
      const signIn = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress: '192.0.2.31' });
      const grid = (await signIn('/center/login', { id: centre.id, password: 'centre-pass-1' })).json().data;
      const tokenOf = (name: string) => grid.find((teacher: { name: string }) => teacher.name === name).token;
      const personal = (
        await signIn('/center/login-hoc', { email: 'switch.head@test.example', password: 'head-password-1' })
      ).json().data.token;
      // A session from before the way in was recorded counts as the centre password.
      const unrecorded = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
      const me = async (token: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v2/auth',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;

      await put(admin.token, { key: 'hoc-login', enabled: true });

      expect(await me(tokenOf('Head Of Centre'))).toBe(401);
      expect(await me(unrecorded.token)).toBe(401);
      expect(await me(personal)).toBe(200);
      expect(await me(tokenOf('Ordinary Teacher'))).toBe(200);
      const [audit] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, 'hoc-login'), eq(auditLog.actorId, admin.id)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(audit?.details).toEqual({ from: false, to: true, signedOutSessions: 2 });
      await put(admin.token, { key: 'hoc-login', enabled: false });
      await put(admin.token, { key: 'teacher-pins', enabled: true });
    });

    it('recreates a missing switch row', async () => {
      const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
      const response = await put(admin.token, { key: 'new-student-registration', enabled: true });
      expect(response.json().data[2]).toEqual({ key: 'new-student-registration', enabled: true });
    });

    it('refuses an admin without the Settings module and unknown keys', async () => {
      const other = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN', 'USER'] });
      const forbidden = await put(other.token, { key: 'activities', enabled: false });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(await isFeatureEnabled(t.ctx.db, 'activities')).toBe(true);
      const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
      expect((await put(admin.token, { key: 'dark-mode', enabled: true })).statusCode).toBe(400);
      expect((await put(admin.token, { key: 'activities', enabled: 'yes' })).statusCode).toBe(400);
    });
  });
});
