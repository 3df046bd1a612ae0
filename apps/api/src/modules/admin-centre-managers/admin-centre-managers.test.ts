import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addManager } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, managers } from '../../db/schema/index';

describe("admin management of a centre's teachers", () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let centre: { id: string };
  let otherCentre: { id: string };
  let hoc: { id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    centre = await addCentre(t.ctx, 'CIC Seremban');
    otherCentre = await addCentre(t.ctx, 'CIC Nilai');
    hoc = await addManager(t.ctx, centre.id, 'Head Person', {
      superManager: true,
      email: 'head@test.example',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v2/admin/checkin/center/${url}`,
      headers: bearer(admin.token),
      payload,
    });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(token) });

  it('adds, renames and deletes a teacher, audited, and signs the deleted teacher out', async () => {
    const short = await call('POST', `${centre.id}/manager`, { name: ' A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Name must be at least 2 characters.', field: 'name' });

    const added = await call('POST', `${centre.id}/manager`, { name: '  Li Wei ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Manager created successfully',
      data: { id: expect.any(String), name: 'Li Wei', superManager: false },
    });
    const managerId: string = added.json().data.id;
    expect((await call('POST', `${centre.id}/manager`, { name: 'li wei' })).statusCode).toBe(409);

    const renamedShort = await call('PUT', `${centre.id}/manager/${managerId}`, { name: 'L' });
    expect(renamedShort.json().message).toBe('Name must be at least 2 characters.');
    const renamed = await call('PUT', `${centre.id}/manager/${managerId}`, { name: 'Li Wei Tan' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Manager updated successfully',
      data: { name: 'Li Wei Tan' },
    });

    const { token } = await t.ctx.sessions.issue({ subjectType: 'manager', managerId });
    expect((await whoAmI(token)).statusCode).toBe(200);
    const deleted = await call('DELETE', `${centre.id}/manager/${managerId}`);
    expect(deleted.json()).toMatchObject({
      success: true,
      data: null,
      message: 'Manager deleted successfully',
    });
    expect((await whoAmI(token)).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(managers).where(eq(managers.id, managerId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call('DELETE', `${centre.id}/manager/${managerId}`)).statusCode).toBe(404);

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, managerId));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'manager.create',
      'manager.delete',
      'manager.rename',
    ]);
    expect(audit.every((entry) => entry.actorType === 'admin' && entry.actorId === admin.id)).toBe(true);
  });

  it('protects the head of centre row', async () => {
    for (const response of [
      await call('PUT', `${centre.id}/manager/${hoc.id}`, { name: 'Renamed Head' }),
      await call('DELETE', `${centre.id}/manager/${hoc.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'The head of center cannot be edited or deleted.',
      });
    }
    const [row] = await t.ctx.db.select().from(managers).where(eq(managers.id, hoc.id));
    expect(row).toMatchObject({ name: 'Head Person', deletedAt: null });
  });

  it("answers 404 for another centre's teacher, unknown ids, and 409 for an unregistered centre", async () => {
    const elsewhere = await addManager(t.ctx, otherCentre.id, 'Elsewhere');
    for (const id of [elsewhere.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('PUT', `${centre.id}/manager/${id}`, { name: 'Taken Over' })).statusCode).toBe(404);
      expect((await call('DELETE', `${centre.id}/manager/${id}`)).statusCode).toBe(404);
    }
    const unknown = await call('POST', '00000000-0000-4000-8000-000000000000/manager', { name: 'Nobody' });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This center was not found.' });
    const dormant = await addCentre(t.ctx, 'CIC Dormant', { registered: false });
    const refused = await call('POST', `${dormant.id}/manager`, { name: 'Too Early' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Activate this center before adding teachers.');
  });
});
