import { adminModuleCatalogue } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { adminModules, auditLog } from '../../db/schema/index';

describe('admin permissions', () => {
  let t: TestApp;
  let settingsAdmin: { token: string; id: string };
  let moduleId: Map<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    settingsAdmin = await signInAs(t.ctx, 'admin', {
      email: 'boss@test.example',
      modules: ['SETTINGS', 'CHECKIN', 'REFERRAL'],
    });
    await signInAs(t.ctx, 'admin', { email: 'anna.checkins@test.example', modules: ['CHECKIN'] });
    await signInAs(t.ctx, 'admin', { email: 'Zed.Nothing@test.example' });
    const rows = await t.ctx.db.select().from(adminModules);
    moduleId = new Map(rows.map((row) => [row.key, row.id]));
  });
  afterAll(() => t.close());

  const get = (url: string, token = settingsAdmin.token) =>
    t.app.inject({ method: 'GET', url: `/api/v2/admin/${url}`, headers: bearer(token) });
  const update = (adminId: string, keysOrIds: string[], token = settingsAdmin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/permissions/${adminId}`,
      headers: bearer(token),
      payload: { modules: keysOrIds.map((key) => moduleId.get(key) ?? key) },
    });

  it('GET /admin/admin-modules lists the catalogue in its order, with the enabled flags', async () => {
    const response = await get('admin-modules');
    expect(response.statusCode).toBe(200);
    const modules = response.json().data;
    expect(modules.map((module: { key: string }) => module.key)).toEqual(
      adminModuleCatalogue.map((m) => m.key),
    );
    expect(modules[0]).toEqual({
      id: moduleId.get('CHECKIN'),
      key: 'CHECKIN',
      title: 'Checkins',
      description: 'Attendance of every center by day',
      isEnabled: true,
    });
    expect(modules.find((module: { key: string }) => module.key === 'ENROLLMENT').isEnabled).toBe(false);
  });

  it('GET /admin/permissions lists admins by e-mail with their modules in their order', async () => {
    const response = await get('permissions');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((admin: { email: string }) => admin.email)).toEqual([
      'anna.checkins@test.example',
      'boss@test.example',
      'Zed.Nothing@test.example',
    ]);
    expect(list[1]).toEqual({
      id: settingsAdmin.id,
      email: 'boss@test.example',
      modules: [
        { id: moduleId.get('SETTINGS'), key: 'SETTINGS', order: 1, isEnabled: true },
        { id: moduleId.get('CHECKIN'), key: 'CHECKIN', order: 2, isEnabled: true },
        { id: moduleId.get('REFERRAL'), key: 'REFERRAL', order: 3, isEnabled: true },
      ],
    });
    expect(list[2].modules).toEqual([]);
  });

  it('searches on part of the e-mail, any case; wildcards are literal', async () => {
    const found = await get('permissions?search=ZED.');
    expect(found.json().data.map((admin: { email: string }) => admin.email)).toEqual([
      'Zed.Nothing@test.example',
    ]);
    expect((await get('permissions?search=checkins')).json().data).toHaveLength(1);
    expect((await get('permissions?search=%25')).json().data).toEqual([]);
    expect((await get('permissions?search=')).json().data).toHaveLength(3);
  });

  it('GET /admin/permissions/:id answers one admin, 404 when unknown', async () => {
    const one = await get(`permissions/${settingsAdmin.id}`);
    expect(one.json().data.email).toBe('boss@test.example');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await get(`permissions/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This admin was not found.' });
    }
  });

  it('replaces the modules in the order given, audited, and the admin feels it at once', async () => {
    const target = await signInAs(t.ctx, 'admin', { email: 'grant.me@test.example', modules: ['CHECKIN'] });
    const response = await update(target.id, ['USER', 'REFERRAL', 'CHECKIN']);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Permissions updated successfully');
    expect(
      response
        .json()
        .data.modules.map((module: { key: string; order: number }) => [module.key, module.order]),
    ).toEqual([
      ['USER', 1],
      ['REFERRAL', 2],
      ['CHECKIN', 3],
    ]);
    expect((await get(`permissions/${target.id}`)).json().data).toEqual(response.json().data);
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(target.token) });
    expect(me.json().data.modules.map((module: { key: string }) => module.key)).toEqual([
      'USER',
      'REFERRAL',
      'CHECKIN',
    ]);
    expect((await get('referral-leaderboard', target.token)).statusCode).toBe(200);

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'admin.permissions.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorType: 'admin',
      actorId: settingsAdmin.id,
      details: { from: ['CHECKIN'], to: ['USER', 'REFERRAL', 'CHECKIN'] },
    });

    const cleared = await update(target.id, []);
    expect(cleared.json().data.modules).toEqual([]);
    expect((await get('referral-leaderboard', target.token)).statusCode).toBe(403);
  });

  it('refuses disabled, unknown and repeated modules on the modules field, changing nothing', async () => {
    const target = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const cases = [
      [['CHECKIN', 'ENROLLMENT'], 'Only enabled modules can be granted.'],
      [['CHECKIN', '00000000-0000-4000-8000-000000000000'], 'Only enabled modules can be granted.'],
      [['CHECKIN', 'CHECKIN'], 'Each module can be granted once.'],
      [['not-a-uuid'], 'Unknown module'],
    ] as const;
    for (const [modules, message] of cases) {
      const response = await update(target.id, [...modules]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(response.json().field).toMatch(/^modules/);
    }
    expect(
      (await get(`permissions/${target.id}`)).json().data.modules.map((m: { key: string }) => m.key),
    ).toEqual(['CHECKIN']);
  });

  it('answers 404 for an unknown admin', async () => {
    const response = await update('00000000-0000-4000-8000-000000000000', ['CHECKIN']);
    expect(response.statusCode).toBe(404);
  });

  it('keeps the Settings module with at least one admin', async () => {
    // The boss is the only Settings holder: they cannot drop it themselves.
    const selfDrop = await update(settingsAdmin.id, ['CHECKIN']);
    expectRefusal(selfDrop, 409, {
      code: 'CONFLICT',
      message: 'At least one admin must keep the Settings module.',
    });
    // With a second holder, either may lose it; then the remaining one is protected.
    const deputy = await signInAs(t.ctx, 'admin', { email: 'deputy@test.example', modules: ['SETTINGS'] });
    expect((await update(settingsAdmin.id, ['CHECKIN', 'SETTINGS'])).statusCode).toBe(200);
    expect((await update(deputy.id, [], settingsAdmin.token)).statusCode).toBe(200);
    expect((await update(settingsAdmin.id, ['CHECKIN'])).statusCode).toBe(409);
    // Reordering keeps it, which is allowed.
    const reordered = await update(settingsAdmin.id, ['SETTINGS', 'CHECKIN', 'REFERRAL']);
    expect(reordered.statusCode).toBe(200);
  });
});
