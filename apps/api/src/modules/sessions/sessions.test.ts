import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { expectRefusal } from '../../../test/refusal';
import { createCentre, deleteManager, signInAs } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/index';
import { createSessionRepository } from './repository';
import { createSessionService } from './service';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Asks who the bearer of a token is, on the staff side unless told the parent's. */
  const whoAmI = (token: string, url = '/api/v2/auth') => callApi(t.app, token, 'GET', url);

  it('stores only the hash of a token', async () => {
    const { token } = await signInAs(t.ctx, 'parent');
    const rows = await t.ctx.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('resolves a teacher token to the current staff member with the centre', async () => {
    const centre = await createCentre(t.ctx, 'Taman Tun Centre');
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const response = await whoAmI(teacher.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: teacher.id,
      role: 'teacher',
      name: teacher.name,
      email: null,
      centre: { id: centre.id, name: 'Taman Tun Centre' },
      modules: [],
      language: null,
    });
  });

  it('gives a head of centre the role super manager', async () => {
    const hoc = await signInAs(t.ctx, 'super manager');
    const response = await whoAmI(hoc.token);
    expect(response.json().data.role).toBe('super manager');
  });

  it('lists an admin’s modules in the admin’s own order', async () => {
    const admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS', 'CHECKIN'] });
    const response = await whoAmI(admin.token);
    expect(response.json().data).toMatchObject({
      role: 'admin',
      email: admin.email,
      modules: [
        { key: 'SETTINGS', order: 1, isEnabled: true },
        { key: 'CHECKIN', order: 2, isEnabled: true },
      ],
    });
  });

  it('revokes the token at logout', async () => {
    const admin = await signInAs(t.ctx, 'admin');
    expect((await callApi(t.app, admin.token, 'POST', '/api/v2/auth/logout')).statusCode).toBe(200);
    const after = await whoAmI(admin.token);
    expectRefusal(after, 401, {
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
  });

  describe('sign out of all devices', () => {
    const status = async (token: string, url = '/api/v2/auth') => (await whoAmI(token, url)).statusCode;
    const logoutAll = (token: string) => callApi(t.app, token, 'POST', '/api/v2/auth/logout-all');

    it("ends both sessions of one parent and leaves another parent's", async () => {
      const phone = await signInAs(t.ctx, 'parent');
      const { token: laptop } = await t.ctx.sessions.issue({ subjectType: 'parent', parentId: phone.id });
      const other = await signInAs(t.ctx, 'parent');

      const response = await logoutAll(phone.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: { endedSessions: 2 },
        message: 'Signed out of all devices',
      });
      expect(await status(phone.token, '/api/v2/parent/auth')).toBe(401);
      expect(await status(laptop, '/api/v2/parent/auth')).toBe(401);
      expect(await status(other.token, '/api/v2/parent/auth')).toBe(200);

      const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, phone.id));
      expect(audit).toMatchObject([
        {
          actorType: 'system',
          actorId: null,
          action: 'sessions.revoke-all',
          entityType: 'parent',
          details: { endedSessions: 2 },
        },
      ]);
    });

    it("ends every session of one teacher, not their colleague's, and records the teacher", async () => {
      const centre = await createCentre(t.ctx);
      const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
      const { token: shared } = await t.ctx.sessions.issue({ subjectType: 'manager', managerId: teacher.id });
      const colleague = await signInAs(t.ctx, 'super manager', { centreId: centre.id });

      expect((await logoutAll(shared)).json().data).toEqual({ endedSessions: 2 });
      expect(await status(teacher.token)).toBe(401);
      expect(await status(shared)).toBe(401);
      expect(await status(colleague.token)).toBe(200);
      const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, teacher.id));
      expect(audit).toMatchObject([{ actorType: 'manager', actorId: teacher.id, entityType: 'manager' }]);
    });

    it('ends an admin’s sessions and answers 401 without a live token', async () => {
      const admin = await signInAs(t.ctx, 'admin');
      const { token: second } = await t.ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id });
      expect((await logoutAll(admin.token)).statusCode).toBe(200);
      expect(await status(second)).toBe(401);
      expect((await logoutAll(admin.token)).statusCode).toBe(401);
      const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
      expect(audit).toMatchObject([{ actorType: 'admin', actorId: admin.id, details: { endedSessions: 2 } }]);
    });
  });

  it('signs a deleted teacher out at once', async () => {
    const teacher = await signInAs(t.ctx, 'teacher');
    await deleteManager(t.ctx, teacher.id);
    const response = await whoAmI(teacher.token);
    expect(response.statusCode).toBe(401);
  });

  it('signs every teacher of a centre out when asked (a new centre password)', async () => {
    const centre = await createCentre(t.ctx);
    const a = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const b = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    await t.ctx.sessions.revokeManagers([a.id, b.id]);
    for (const token of [a.token, b.token]) {
      const response = await whoAmI(token);
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const future = new Date(Date.now() + 91 * 24 * 60 * 60 * 1000);
    const later = createSessionService(createSessionRepository(t.ctx.db), () => future);
    expect(await later.resolve(parent.token)).toBeNull();
    expect(await t.ctx.sessions.resolve(parent.token)).toMatchObject({ role: 'parent', parentId: parent.id });
  });

  it('refuses a malformed authorization header and an unknown token', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer not-a-real-token']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps parent and staff tokens apart', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const staffCall = await whoAmI(parent.token);
    expect(staffCall.statusCode).toBe(403);
    const parentCall = await whoAmI(parent.token, '/api/v2/parent/auth');
    expect(parentCall.statusCode).toBe(200);
    expect(parentCall.json().data).toMatchObject({
      user: { email: parent.email, families: [] },
      needsUpdate: true,
    });
  });
});
