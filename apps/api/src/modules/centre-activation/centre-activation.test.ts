import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addManager } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, centres, configFlags, managers } from '../../db/schema/index';
import { verifyPassword } from '../../security/passwords';
import { headOfCentreName } from './service';

describe('centre activation', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let dormant: { id: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    dormant = await addCentre(t.ctx, 'CIC Ipoh', { registered: false });
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'hoc-login'));
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, string> = {}) => ({
    name: 'Dormant Centre',
    centerId: dormant.id,
    email: 'Siti.Head@Test.Example',
    password: 'hoc-password-1',
    confirmPassword: 'hoc-password-1',
    centerPassword: 'ipoh-centre-pass',
    ...overrides,
  });
  const activate = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/auth/super-manager',
      headers: bearer(admin.token),
      payload,
    });
  const centreList = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/admin/checkin/center',
        headers: bearer(admin.token),
      })
    ).json().data.centres as { id: string; registerStatus: boolean }[];

  it('checks the form: passwords that differ, short passwords, a bad e-mail', async () => {
    const mismatch = await activate(body({ confirmPassword: 'hoc-password-2' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: "Passwords don't match", field: 'confirmPassword' });
    const short = await activate(body({ centerPassword: 'short' }));
    expect(short.json()).toMatchObject({
      message: 'Password must be at least 8 characters long',
      field: 'centerPassword',
    });
    expect((await activate(body({ email: 'not-an-email' }))).json().field).toBe('email');
    expect((await activate(body({ centerId: '' }))).json()).toMatchObject({ field: 'centerId' });
  });

  it('refuses an e-mail another manager already has, whatever its case', async () => {
    const elsewhere = await addCentre(t.ctx, 'CIC Taiping');
    await addManager(t.ctx, elsewhere.id, 'Taken', { superManager: true, email: 'siti.head@test.example' });
    const taken = await activate(body());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', field: 'email' });
    await t.ctx.db.delete(managers).where(eq(managers.email, 'siti.head@test.example'));
    const [centre] = await t.ctx.db.select().from(centres).where(eq(centres.id, dormant.id));
    expect(centre?.activatedAt).toBeNull();
  });

  it('answers 404 for an unknown centre', async () => {
    const response = await activate(body({ centerId: '00000000-0000-4000-8000-000000000000' }));
    expect(response.statusCode).toBe(404);
  });

  it('activates the centre: registered in the list, its head signs in, the password opens it', async () => {
    expect((await centreList()).find((row) => row.id === dormant.id)?.registerStatus).toBe(false);
    const response = await activate(body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { centerId: dormant.id },
      message: 'Center activated successfully',
    });
    expect((await centreList()).find((row) => row.id === dormant.id)?.registerStatus).toBe(true);

    const [head] = await t.ctx.db.select().from(managers).where(eq(managers.centreId, dormant.id));
    expect(head).toMatchObject({ name: 'Siti Head', email: 'siti.head@test.example', isSuperManager: true });
    expect(await verifyPassword(head?.passwordHash ?? '', 'hoc-password-1')).toBe(true);
    const [centre] = await t.ctx.db.select().from(centres).where(eq(centres.id, dormant.id));
    expect(centre?.activatedAt).toBeInstanceOf(Date);
    expect(centre?.passwordUpdatedAt).toBeInstanceOf(Date);
    expect(t.ctx.cipher.decrypt(centre?.passwordCiphertext ?? '')).toBe('ipoh-centre-pass');

    const hocLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login-hoc',
      payload: { email: 'siti.head@test.example', password: 'hoc-password-1' },
    });
    expect(hocLogin.statusCode).toBe(200);
    expect(hocLogin.json().data.token).toEqual(expect.any(String));
    const centreLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login',
      payload: { id: dormant.id, password: 'ipoh-centre-pass' },
    });
    expect(centreLogin.statusCode).toBe(200);
    expect(centreLogin.json().data).toEqual([
      {
        id: head?.id,
        name: 'Siti Head',
        superManager: true,
        token: null,
        expiresAt: null,
        pin: 'not-set',
        device: { token: expect.any(String), expiresAt: expect.any(String), idleMinutes: 5 },
      },
    ]);

    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, dormant.id));
    expect(audit).toMatchObject({ action: 'centre.activate', actorType: 'admin', actorId: admin.id });
    expect(JSON.stringify(audit)).not.toContain('hoc-password-1');
    expect(JSON.stringify(audit)).not.toContain('ipoh-centre-pass');
  });

  it('refuses to activate an active centre again', async () => {
    const again = await activate(body({ email: 'someone.else@test.example' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This center is already active.' });
  });
});

describe('head of centre name', () => {
  it('comes from the e-mail, since the form names only the centre', () => {
    expect(headOfCentreName('siti.head@test.example')).toBe('Siti Head');
    expect(headOfCentreName('AMIR_bin-ali2@x.my')).toBe('Amir Bin Ali');
    expect(headOfCentreName('1234@x.my')).toBe('Head of Center');
  });
});
