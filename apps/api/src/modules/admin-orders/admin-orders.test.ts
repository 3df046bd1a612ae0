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
import { auditLog, payments, registrations } from '../../db/schema/index';

describe('admin orders', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let father: Awaited<ReturnType<typeof addParent>>;
  let mother: Awaited<ReturnType<typeof addParent>>;
  let place: Awaited<ReturnType<typeof addCentreWithPackage>>;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-03-11T04:00:00Z') });
    await setRegistrationOpen(t.ctx, true);
    admin = await signInAs(t.ctx, 'admin', { modules: ['REGISTRATION'] });
    father = await addParent(t.ctx, { fullName: 'Tan Ah Kow' });
    mother = await addParent(t.ctx, { fullName: 'Lim Siew Lan' });
    await addParent(t.ctx, { referralCode: 'CICORD23' });
    place = await addCentreWithPackage(t.ctx, 45050);
  });
  afterAll(() => t.close());

  const submit = () => submitRegistration(t.app, father.token, { place, mother, referralCode: 'CICORD23' });

  const call = (method: 'GET' | 'PUT', path: string, payload?: object) =>
    callApi(t.app, admin.token, method, `/api/v2/admin/order${path}`, payload);

  it('lists and shows an order in ringgit, with its registration link and a flagged payment', async () => {
    const order = await submit();
    await t.ctx.db.update(payments).set({ paidAmountSen: 100 }).where(eq(payments.orderId, order.orderId));

    const list = await call('GET', `?search=${order.orderNumber}`);
    expect(list.json()).toMatchObject({
      data: [
        { id: order.orderId, status: 'PENDING', parent: { fullName: 'Tan Ah Kow' }, totalAmount: 425.5 },
      ],
      meta: { total: 1 },
    });
    expect(
      (await call('GET', `?search=${encodeURIComponent(father.email)}`)).json().meta.total,
    ).toBeGreaterThan(0);

    const detail = await call('GET', `/${order.orderId}`);
    expect(detail.statusCode).toBe(200);
    const [registration] = await t.ctx.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.registrationNumber, order.registrationNumber));
    expect(detail.json().data).toMatchObject({
      orderNumber: order.orderNumber,
      subTotalAmount: 450.5,
      discountAmount: 25,
      totalAmount: 425.5,
      items: [
        {
          description: 'Online registration – Full Day – Tan Mei Ling',
          registration: { id: registration?.id, registrationNumber: order.registrationNumber },
          quantity: 1,
          unitPrice: 450.5,
          totalPrice: 450.5,
        },
      ],
      payments: [{ gateway: 'simulator', status: 'PENDING', amount: 425.5, amountMismatch: true }],
    });
  });

  it("describes an order's items in the reader's language, when shown (issue 27)", async () => {
    const order = await submit();
    const detail = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/admin/order/${order.orderId}`,
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language },
      });
    expect((await detail('ms')).json().data.items[0].description).toBe(
      'Pendaftaran dalam talian – Full Day – Tan Mei Ling',
    );
    expect((await detail('en-GB,en;q=0.9')).json().data.items[0].description).toBe(
      'Online registration – Full Day – Tan Mei Ling',
    );
  });

  it('answers 404 for an unknown order', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'ORD-1']) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { status: 'SUCCESS', reason: 'Paid at the counter' }],
      ] as const) {
        const response = await call(method, `/${id}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
      }
    }
  });

  // Issue 27: a missing reason answered zod's own text without a messageCode.
  it('refuses a change without a reason with the reason message by key, and changes nothing', async () => {
    const order = await submit();
    for (const payload of [
      { status: 'SUCCESS' },
      { status: 'SUCCESS', reason: 42 },
      { status: 'SUCCESS', reason: ' ' },
    ]) {
      const response = await call('PUT', `/${order.orderId}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please give a reason',
        messageCode: 'registration.reason',
        field: 'reason',
        issues: [{ path: 'reason', message: 'Please give a reason', messageCode: 'registration.reason' }],
      });
    }
    expect((await call('GET', `/${order.orderId}`)).json().data.status).toBe('PENDING');
  });

  it('reconciles by hand: SUCCESS completes the registration, FAILED fails a pending one, each audited', async () => {
    const paid = await submit();
    const updated = await call('PUT', `/${paid.orderId}`, {
      status: 'SUCCESS',
      reason: 'Paid at the counter',
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Order updated successfully',
      data: { id: paid.orderId, status: 'SUCCESS' },
    });
    const statusOf = async (registrationNumber: string) =>
      (
        await t.ctx.db
          .select({ status: registrations.status, childId: registrations.childId })
          .from(registrations)
          .where(eq(registrations.registrationNumber, registrationNumber))
      )[0];
    expect(await statusOf(paid.registrationNumber)).toMatchObject({
      status: 'COMPLETED',
      childId: expect.any(String),
    });

    const failed = await submit();
    await call('PUT', `/${failed.orderId}`, { status: 'VOID', reason: 'Duplicate order' });
    expect((await statusOf(failed.registrationNumber))?.status).toBe('PAYMENT_FAILED');

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.update'), eq(auditLog.entityType, 'order')));
    expect(audit.map((row) => [row.entityId, row.actorId, row.details])).toEqual(
      expect.arrayContaining([
        [paid.orderId, admin.id, { from: 'PENDING', to: 'SUCCESS', reason: 'Paid at the counter' }],
        [failed.orderId, admin.id, { from: 'PENDING', to: 'VOID', reason: 'Duplicate order' }],
      ]),
    );
  });
});
