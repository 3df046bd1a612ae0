import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInAs } from '../../../test/sign-in';
import { auditLog, configFlags } from '../../db/schema/index';
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

  it('GET /admin/config answers anyone with the three switches in a fixed order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { key: 'hoc-login', enabled: false },
      { key: 'activities', enabled: true },
      { key: 'new-student-registration', enabled: false },
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
      expect(response.json()).toEqual({
        success: true,
        message: 'Config updated',
        data: [
          { key: 'hoc-login', enabled: true },
          { key: 'activities', enabled: true },
          { key: 'new-student-registration', enabled: false },
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
        { from: false, to: true },
        { from: true, to: false },
      ]);
      expect(audit[0]).toMatchObject({ actorType: 'admin', actorId: admin.id, entityType: 'config_flag' });
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
