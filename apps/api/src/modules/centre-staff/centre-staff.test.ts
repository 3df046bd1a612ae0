import { centreAccessLink } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, configFlags, managers } from '../../db/schema/index';
import { centrePasswordAlphabet, generateCentrePassword } from './centre-password';

describe('head of centre: teachers and the centre password', () => {
  let t: TestApp;
  let centre: { id: string };
  let hoc: { token: string; id: string };
  let otherCentreTeacher: { id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Puchong', 'centre-pass-1');
    hoc = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    otherCentreTeacher = await signInAs(t.ctx, 'teacher');
    await setHocLogin(true);
    // The grid hands out teacher tokens only while Teacher PINs is off (decision 084).
    await t.ctx.db.update(configFlags).set({ enabled: false }).where(eq(configFlags.key, 'teacher-pins'));
  });
  afterAll(() => t.close());

  function setHocLogin(enabled: boolean) {
    return t.ctx.db.update(configFlags).set({ enabled }).where(eq(configFlags.key, 'hoc-login'));
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token = hoc.token,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v2/super-manager${url}`, headers: bearer(token), payload });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(token) });
  const auditOf = (entityId: string) =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['GET', '/permission'],
    ['POST', '/permission', { name: 'New Teacher' }],
    ['PUT', '/permission/00000000-0000-4000-8000-000000000000', { name: 'New Name' }],
    ['DELETE', '/permission/00000000-0000-4000-8000-000000000000'],
    ['GET', '/settings'],
    ['POST', '/settings/center-password'],
  ];

  it('refuses an ordinary teacher (403) on every head-of-centre route', async () => {
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, teacher.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('refuses every head-of-centre route while hoc-login is off', async () => {
    await setHocLogin(false);
    try {
      // Teacher PINs is off here: with it on, the list stays open for setting PINs (below).
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, hoc.token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'Teacher management is switched off.',
        });
      }
    } finally {
      await setHocLogin(true);
    }
  });

  it('lists the teachers while hoc-login is off and Teacher PINs on, so the head of centre can set their PINs', async () => {
    const setPins = (enabled: boolean) =>
      t.ctx.db.update(configFlags).set({ enabled }).where(eq(configFlags.key, 'teacher-pins'));
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    await setHocLogin(false);
    await setPins(true);
    try {
      const list = await call('GET', '/permission');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual(expect.objectContaining({ id: teacher.id, pinSet: false }));
      const pin = await call('PUT', `/permission/${teacher.id}/pin`, hoc.token, { pin: '4821' });
      expect(pin.statusCode).toBe(200);
      // The rest of teacher management stays off.
      const add = await call('POST', '/permission', hoc.token, { name: 'Another Teacher' });
      expect(add.statusCode).toBe(403);
    } finally {
      await setPins(false);
      await setHocLogin(true);
    }
  });

  it('adds, renames and deletes a teacher, with audit rows, and signs the deleted teacher out', async () => {
    const short = await call('POST', '/permission', hoc.token, { name: 'Al' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Name must be at least 3 characters', field: 'name' });

    const added = await call('POST', '/permission', hoc.token, { name: '  Farid Ismail ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Teacher added',
      data: { id: expect.any(String), name: 'Farid Ismail', superManager: false, pinSet: false },
    });
    const teacherId: string = added.json().data.id;

    const duplicate = await call('POST', '/permission', hoc.token, { name: 'farid ismail' });
    expect(duplicate.statusCode).toBe(409);

    const list = await call('GET', '/permission');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: hoc.id, superManager: true });
    expect(list.json().data).toContainEqual({
      id: teacherId,
      name: 'Farid Ismail',
      superManager: false,
      pinSet: false,
      pinState: { failures: 0, locks: [] },
    });

    const shortRename = await call('PUT', `/permission/${teacherId}`, hoc.token, { name: 'Fa' });
    expect(shortRename.json().message).toBe('Name must be at least 3 characters');
    const renamed = await call('PUT', `/permission/${teacherId}`, hoc.token, { name: 'Farid bin Ismail' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Teacher updated', data: { name: 'Farid bin Ismail' } });

    const { token } = await t.ctx.sessions.issue({ subjectType: 'manager', managerId: teacherId });
    expect((await whoAmI(token)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/permission/${teacherId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, data: null, message: 'Teacher deleted' });
    expect((await whoAmI(token)).statusCode).toBe(401);

    const [row] = await t.ctx.db.select().from(managers).where(eq(managers.id, teacherId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const listed = (await call('GET', '/permission')).json().data;
    expect(listed.some((manager: { id: string }) => manager.id === teacherId)).toBe(false);
    expect((await call('DELETE', `/permission/${teacherId}`)).statusCode).toBe(404);

    const audit = await auditOf(teacherId);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'manager.create',
      'manager.delete',
      'manager.rename',
    ]);
    expect(audit.every((entry) => entry.actorType === 'manager' && entry.actorId === hoc.id)).toBe(true);
    expect(audit.find((entry) => entry.action === 'manager.rename')?.details).toEqual({
      centreId: centre.id,
      from: 'Farid Ismail',
      to: 'Farid bin Ismail',
    });
  });

  it("answers 404 for another centre's teacher or a malformed id", async () => {
    for (const id of [otherCentreTeacher.id, 'not-a-uuid']) {
      expect((await call('PUT', `/permission/${id}`, hoc.token, { name: 'Taken Over' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/permission/${id}`)).statusCode).toBe(404);
    }
    const [other] = await t.ctx.db.select().from(managers).where(eq(managers.id, otherCentreTeacher.id));
    expect(other?.deletedAt).toBeNull();
  });

  it('does not rename or delete a head of centre, the caller included', async () => {
    const other = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    for (const id of [hoc.id, other.id]) {
      for (const response of [
        await call('PUT', `/permission/${id}`, hoc.token, { name: 'Renamed Head' }),
        await call('DELETE', `/permission/${id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('A head of center cannot be renamed or deleted here.');
      }
    }
    const heads = await t.ctx.db
      .select()
      .from(managers)
      .where(and(eq(managers.centreId, centre.id), eq(managers.isSuperManager, true)));
    expect(heads.every((head) => head.deletedAt === null && head.name.startsWith('Teacher '))).toBe(true);
  });

  it('shows the centre password and access link', async () => {
    const response = await call('GET', '/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: centre.id,
      password: 'centre-pass-1',
      lastUpdated: expect.any(String),
      accessLink: centreAccessLink('http://localhost:3000', centre.id, 'centre-pass-1'),
      idleMinutes: 5,
    });
  });

  it('generates a new centre password and signs every other teacher of the centre out', async () => {
    const login = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/center/login',
        payload: { id: centre.id, password },
        remoteAddress: '198.51.100.9',
      });
    const teachers = (await login('centre-pass-1')).json().data as {
      token: string | null;
      superManager: boolean;
    }[];
    const teacherTokens = teachers
      .filter((teacher) => !teacher.superManager)
      .map((teacher) => teacher.token ?? '');
    expect(teacherTokens.length).toBeGreaterThan(0);
    const elsewhere = await signInAs(t.ctx, 'teacher');

    const before = Date.now();
    const response = await call('POST', '/settings/center-password');
    expect(response.statusCode).toBe(200);
    const settings = response.json().data;
    expect(settings.password).not.toBe('centre-pass-1');
    expect(settings.password.length).toBeGreaterThanOrEqual(10);
    expect(settings.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(settings.accessLink).toBe(centreAccessLink('http://localhost:3000', centre.id, settings.password));
    expect(Date.parse(settings.lastUpdated)).toBeGreaterThanOrEqual(before - 1000);

    for (const token of teacherTokens) expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await whoAmI(hoc.token)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere.token)).statusCode).toBe(200);

    expect((await login('centre-pass-1')).statusCode).toBe(401);
    expect((await login(settings.password)).statusCode).toBe(200);
    expect((await call('GET', '/settings')).json().data.password).toBe(settings.password);

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, centre.id), eq(auditLog.action, 'centre.password.regenerate')));
    expect(audit).toMatchObject({ actorType: 'manager', actorId: hoc.id, entityType: 'centre' });
    expect(JSON.stringify(audit)).not.toContain(settings.password);
  });

  it('makes readable passwords without look-alike characters', () => {
    expect(centrePasswordAlphabet).not.toMatch(/[01oli]/);
    const passwords = new Set(Array.from({ length: 200 }, () => generateCentrePassword()));
    expect(passwords.size).toBe(200);
  });
});
