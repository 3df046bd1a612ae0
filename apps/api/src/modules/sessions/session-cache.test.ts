import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildSecondServer } from '../../../test/second-server';
import { bearer, createCentre, deleteManager, signInAs } from '../../../test/sign-in';
import { adminModules, adminPermissions, managers } from '../../db/schema/index';

/**
 * Two API processes on one database, each with its own session cache (decision 044): whatever
 * ends or changes a session on one is refused on the very next request the other serves.
 */
describe('sessions cached in two server processes', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildSecondServer>>;
  beforeAll(async () => {
    one = await buildTestApp();
    two = await buildSecondServer(one);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const call = (app: TestApp['app'], token: string, method: 'GET' | 'POST' = 'GET', url = '/api/v2/auth') =>
    app.inject({ method, url, headers: bearer(token) });

  /** Both processes have served the token once, so each holds it in its cache. */
  async function cachedInBoth(token: string, url = '/api/v2/auth') {
    expect((await call(one.app, token, 'GET', url)).statusCode).toBe(200);
    expect((await call(two.app, token, 'GET', url)).statusCode).toBe(200);
  }

  it('serves a session from the cache after the first request', async () => {
    const teacher = await signInAs(one.ctx, 'teacher');
    const before = two.ctx.sessions.cachedSessions();
    await cachedInBoth(teacher.token, '/api/v2/center/students');
    expect(two.ctx.sessions.cachedSessions()).toBe(before + 1);
    expect((await call(two.app, teacher.token, 'GET', '/api/v2/center/students')).statusCode).toBe(200);
    expect(two.ctx.sessions.cachedSessions()).toBe(before + 1);
  });

  it('refuses a token logged out on one process on the next request to the other', async () => {
    const teacher = await signInAs(one.ctx, 'teacher');
    await cachedInBoth(teacher.token, '/api/v2/center/students');
    expect((await call(one.app, teacher.token, 'POST', '/api/v2/auth/logout')).statusCode).toBe(200);
    const next = await call(two.app, teacher.token, 'GET', '/api/v2/center/students');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('ends every device of a parent on the other process (sign out of all devices)', async () => {
    const phone = await signInAs(one.ctx, 'parent');
    const { token: laptop } = await one.ctx.sessions.issue({ subjectType: 'parent', parentId: phone.id });
    await cachedInBoth(laptop, '/api/v2/parent/auth');
    expect((await call(two.app, phone.token, 'POST', '/api/v2/auth/logout-all')).statusCode).toBe(200);
    expect((await call(one.app, laptop, 'GET', '/api/v2/parent/auth')).statusCode).toBe(401);
  });

  it('signs out a deleted teacher and the teachers of a centre with a new password', async () => {
    const centre = await createCentre(one.ctx);
    const deleted = await signInAs(one.ctx, 'teacher', { centreId: centre.id });
    const colleague = await signInAs(one.ctx, 'teacher', { centreId: centre.id });
    await cachedInBoth(deleted.token);
    await cachedInBoth(colleague.token);

    // The roster deletes and revokes; a bare update is followed by `settle` like every service that ends sessions.
    await deleteManager(one.ctx, deleted.id);
    await one.ctx.sessions.settle();
    expect((await call(two.app, deleted.token)).statusCode).toBe(401);

    await one.ctx.sessions.revokeManagers([colleague.id]);
    expect((await call(two.app, colleague.token)).statusCode).toBe(401);
  });

  it('answers with the new name and role at once', async () => {
    const teacher = await signInAs(one.ctx, 'teacher');
    await cachedInBoth(teacher.token);
    await one.ctx.db
      .update(managers)
      .set({ name: 'Siti Renamed', isSuperManager: true })
      .where(eq(managers.id, teacher.id));
    await one.ctx.sessions.settle();
    const after = await call(two.app, teacher.token);
    expect(after.json().data).toMatchObject({ name: 'Siti Renamed', role: 'super manager' });
  });

  it('takes a module away from an admin, and a module switched off, at once', async () => {
    const admin = await signInAs(one.ctx, 'admin', { modules: ['CHECKIN', 'SETTINGS'] });
    const dashboard = '/api/v2/admin/checkin/center';
    await cachedInBoth(admin.token, dashboard);

    const [checkIns] = await one.ctx.db.select().from(adminModules).where(eq(adminModules.key, 'CHECKIN'));
    await one.ctx.db
      .delete(adminPermissions)
      .where(and(eq(adminPermissions.adminId, admin.id), eq(adminPermissions.moduleId, checkIns?.id ?? '')));
    await one.ctx.sessions.settle();
    expect((await call(two.app, admin.token, 'GET', dashboard)).statusCode).toBe(403);

    const settings = '/api/v2/admin/admin-modules';
    await cachedInBoth(admin.token, settings);
    await one.ctx.db.update(adminModules).set({ isEnabled: false }).where(eq(adminModules.key, 'SETTINGS'));
    await one.ctx.sessions.settle();
    try {
      expect((await call(two.app, admin.token, 'GET', settings)).statusCode).toBe(403);
    } finally {
      await one.ctx.db.update(adminModules).set({ isEnabled: true }).where(eq(adminModules.key, 'SETTINGS'));
    }
  });

  it('serves nothing from the cache once the change notices stop', async () => {
    const teacher = await signInAs(one.ctx, 'teacher');
    await cachedInBoth(teacher.token);
    await two.ctx.sessions.stop();
    expect(two.ctx.sessions.cachedSessions()).toBe(0);
    expect((await call(two.app, teacher.token)).statusCode).toBe(200);
    expect(two.ctx.sessions.cachedSessions()).toBe(0);
    await two.ctx.sessions.follow();
  });
});
