import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import {
  addCentreWithPackage,
  addParent,
  setRegistrationOpen,
  submitRegistration,
} from '../../../test/registration-fixture';
import { signInAs } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/index';

let clock = new Date('2026-03-11T04:00:00Z');

describe('admin registrations', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  const submitted: { id: string; orderId: string; registrationNumber: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => clock });
    await setRegistrationOpen(t.ctx, true);
    admin = await signInAs(t.ctx, 'admin', { modules: ['REGISTRATION'] });
    const mother = await addParent(t.ctx, { fullName: 'Lim Siew Lan' });
    const place = await addCentreWithPackage(t.ctx);
    for (const name of ['Aiman Hakim', 'Chong Wei Jie']) {
      const father = await addParent(t.ctx, { fullName: `${name} Senior` });
      const data = await submitRegistration(t.app, father.token, { place, mother, childName: name });
      const list = await call('GET', `?search=${encodeURIComponent(data.registrationNumber)}`);
      submitted.push({
        id: list.json().data[0].id,
        orderId: data.orderId,
        registrationNumber: data.registrationNumber,
      });
      clock = new Date(clock.getTime() + 60_000);
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', path: string, payload?: object, token = admin.token) =>
    callApi(t.app, token, method, `/api/v2/admin/registration${path}`, payload);

  it('lists newest first, pages, and searches by child, number, centre or contact parent', async () => {
    const all = await call('GET', '?limit=1');
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ page: 1, limit: 1, total: 2 });
    expect(all.json().data).toMatchObject([
      { fullName: 'Chong Wei Jie', status: 'PENDING', contactParent: { fullName: 'Chong Wei Jie Senior' } },
    ]);
    const second = await call('GET', '?limit=1&page=2');
    expect(second.json().data[0].fullName).toBe('Aiman Hakim');
    for (const search of ['aiman', submitted[0]?.registrationNumber ?? '', 'Aiman Hakim Senior']) {
      const found = await call('GET', `?search=${encodeURIComponent(search)}`);
      expect(found.json().data.map((row: { fullName: string }) => row.fullName)).toEqual(['Aiman Hakim']);
    }
    const byCentre = await call('GET', `?search=${encodeURIComponent(all.json().data[0].center.name)}`);
    expect(byCentre.json().meta.total).toBe(2);
    expect((await call('GET', '?search=nobody-here')).json()).toEqual({
      success: true,
      data: [],
      meta: { page: 1, limit: 20, total: 0 },
    });
  });

  it('shows every field with the order, and answers 404 for an unknown registration', async () => {
    const first = submitted[0];
    const detail = await call('GET', `/${first?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      registrationNumber: first?.registrationNumber,
      myKidNumber: '220514141234',
      mother: { fullName: 'Lim Siew Lan' },
      package: { packageType: 'full-day' },
      parentMaritalStatus: 'married',
      referrer: null,
      termsAccepted: true,
      orderId: first?.orderId,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await call('GET', `/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Registration not found.' });
      expect((await call('PUT', `/${id}`, { status: 'COMPLETED', reason: 'x' })).statusCode).toBe(404);
    }
  });

  it('changes the status with a reason and audits it', async () => {
    const id = submitted[1]?.id ?? '';
    const noReason = await call('PUT', `/${id}`, { status: 'PAYMENT_FAILED', reason: ' ' });
    expect(noReason.json()).toMatchObject({ field: 'reason', message: 'Please give a reason' });
    const updated = await call('PUT', `/${id}`, {
      status: 'PAYMENT_FAILED',
      reason: 'Parent paid by cash, refunded',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Registration updated successfully',
      data: { id, status: 'PAYMENT_FAILED' },
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'registration.update')));
    expect(audit).toMatchObject([
      {
        actorType: 'admin',
        actorId: admin.id,
        details: { from: 'PENDING', to: 'PAYMENT_FAILED', reason: 'Parent paid by cash, refunded' },
      },
    ]);
  });
});
