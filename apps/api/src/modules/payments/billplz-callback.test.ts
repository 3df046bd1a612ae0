import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  appWithPayer,
  billplzCallback,
  billplzReturnQuery,
  createPendingOrder,
  orderRows,
  postBillplzCallback,
} from '../../../test/payment-order-fixture';
import { auditLog } from '../../db/schema/index';

describe('Billplz callback and return', () => {
  let t: TestApp;
  let parent: { id: string; email: string; token: string };

  beforeAll(async () => {
    ({ t, parent } = await appWithPayer());
  });
  afterAll(() => t.close());

  const postCallback = (fields: Record<string, string>) => postBillplzCallback(t.app, fields);
  const getReturn = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2/payments/billplz/return?${query}` });

  const state = (orderId: string, registrationId: string) => orderRows(t.ctx, orderId, registrationId);
  const auditsOf = async (action: string) =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

  it('refuses a forged or a missing signature, changes nothing and records each attempt', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const before = await auditsOf('payment.signature-rejected');
    const forged = billplzCallback(t.ctx, billId, {
      paid: true,
      paidAmountSen: 15000,
      key: 'someone-elses-key',
    });
    const forgedAnswer = await postCallback(forged);
    expect(forgedAnswer.statusCode).toBe(403);
    expect(forgedAnswer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const tampered = { ...billplzCallback(t.ctx, billId, { paid: false, paidAmountSen: 0 }), paid: 'true' };
    expect((await postCallback(tampered)).statusCode).toBe(403);

    const { x_signature: _, ...unsigned } = billplzCallback(t.ctx, billId, {
      paid: true,
      paidAmountSen: 15000,
    });
    const missing = await postCallback(unsigned);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'x_signature' });

    expect(await state(orderId, registrationId)).toMatchObject({
      order: { status: 'PENDING' },
      payment: { status: 'PENDING', paidAmountSen: null },
      registration: { status: 'PENDING' },
    });
    expect(await auditsOf('payment.signature-rejected')).toBe(before + 3);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.signature-rejected'));
    const logged = JSON.stringify(rows);
    expect(logged).toContain(billId);
    expect(logged).not.toContain(t.ctx.config.payments.xSignatureKey);
    expect(logged).not.toContain(forged.x_signature);
  });

  it('answers 415 to a form body on any other route', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v2/parent/orders/${crypto.randomUUID()}/retry`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${parent.token}`,
      },
      payload: 'a=b',
    });
    expect(other.statusCode).toBe(415);
  });

  it('applies a paid callback once: duplicates and a later failure change nothing', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const paid = billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await postCallback(paid);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, data: null });
    }
    const withCharset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/billplz/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(paid).toString(),
    });
    expect(withCharset.statusCode).toBe(200);
    expect(
      (await postCallback(billplzCallback(t.ctx, billId, { paid: false, paidAmountSen: 0 }))).statusCode,
    ).toBe(200);
    const after = await state(orderId, registrationId);
    expect(after).toMatchObject({
      order: { status: 'SUCCESS' },
      payment: { status: 'SUCCESS', paidAmountSen: null },
      registration: { status: 'COMPLETED' },
    });
    expect(after.payment?.paidAt?.toISOString()).toBe('2026-11-23T02:15:09.000Z');
    expect(after.payment?.transactionData).toMatchObject({ id: billId, paid: 'true', paid_amount: '15000' });
    expect(after.payment?.transactionData).not.toHaveProperty('x_signature');

    // The payer's redirect arrives last: it only sends them to the page.
    const back = await getReturn(billplzReturnQuery(t.ctx, billId, true));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(
      `/parent/payment/complete?orderId=${orderId}&billplz%5Bid%5D=${billId}&billplz%5Bpaid%5D=true`,
    );
    expect((await state(orderId, registrationId)).order?.status).toBe('SUCCESS');
  });

  it('does not complete a payment on a paid redirect alone: the gateway is asked, the callback completes it', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const back = await getReturn(billplzReturnQuery(t.ctx, billId, true));
    expect(back.statusCode).toBe(302);
    // The simulator's bill is still unpaid, so the order keeps waiting.
    expect(await state(orderId, registrationId)).toMatchObject({
      order: { status: 'PENDING', gatewayCheckedAt: expect.any(Date) },
      payment: { status: 'PENDING' },
    });
    await postCallback(billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 }));
    await getReturn(billplzReturnQuery(t.ctx, billId, true));
    expect(await state(orderId, registrationId)).toMatchObject({
      order: { status: 'SUCCESS' },
      payment: { status: 'SUCCESS' },
      registration: { status: 'COMPLETED' },
    });
  });

  it('applies a failure from the redirect before the callback, once', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const back = await getReturn(billplzReturnQuery(t.ctx, billId, false));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toContain('billplz%5Bpaid%5D=false');
    expect(await state(orderId, registrationId)).toMatchObject({
      order: { status: 'FAILED' },
      payment: { status: 'FAILED' },
      registration: { status: 'PAYMENT_FAILED' },
    });
    expect(
      (await postCallback(billplzCallback(t.ctx, billId, { paid: false, paidAmountSen: 0 }))).statusCode,
    ).toBe(200);
    expect((await getReturn(billplzReturnQuery(t.ctx, billId, false))).statusCode).toBe(302);
    expect((await state(orderId, registrationId)).payment?.status).toBe('FAILED');
  });

  it('sends a redirect with a bad signature to the page without the gateway parameters, and records it', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const before = await auditsOf('payment.signature-rejected');
    const forged = await getReturn(billplzReturnQuery(t.ctx, billId, false, 'someone-elses-key'));
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe(`/parent/payment/complete?orderId=${orderId}`);
    const unsigned = await getReturn(`billplz%5Bid%5D=${billId}&billplz%5Bpaid%5D=false`);
    expect(unsigned.headers.location).toBe(`/parent/payment/complete?orderId=${orderId}`);
    expect((await state(orderId, registrationId)).order?.status).toBe('PENDING');
    expect(await auditsOf('payment.signature-rejected')).toBe(before + 2);
  });

  it('flags a paid amount that differs from the bill: recorded, audited, not completed', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const before = await auditsOf('payment.amount-mismatch');
    const short = billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 100, amountSen: 15000 });
    expect((await postCallback(short)).statusCode).toBe(200);
    expect((await postCallback(short)).statusCode).toBe(200);
    const after = await state(orderId, registrationId);
    expect(after).toMatchObject({
      order: { status: 'PENDING' },
      payment: { status: 'PENDING', paidAmountSen: 100, transactionData: { paid_amount: '100' } },
      registration: { status: 'PENDING' },
    });
    expect(await auditsOf('payment.amount-mismatch')).toBe(before + 1);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/orders/${orderId}`,
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(status.json().data).toMatchObject({ orderStatus: 'PENDING', paymentStatus: 'PENDING' });
    // A full payment arriving later does not complete a flagged payment either: an admin reconciles.
    await postCallback(billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 }));
    expect((await state(orderId, registrationId)).order?.status).toBe('PENDING');
  });

  it('records money taken for a payment that already failed, for an admin, without changing it', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    await postCallback(billplzCallback(t.ctx, billId, { paid: false, paidAmountSen: 0 }));
    const before = await auditsOf('payment.paid-after-settlement');
    await postCallback(billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 }));
    await postCallback(billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 }));
    expect(await state(orderId, registrationId)).toMatchObject({
      order: { status: 'FAILED' },
      payment: { status: 'FAILED', paidAmountSen: 15000 },
      registration: { status: 'PAYMENT_FAILED' },
    });
    expect(await auditsOf('payment.paid-after-settlement')).toBe(before + 1);
  });

  it('answers 404 to a signed callback for a bill it never opened', async () => {
    const answer = await postCallback(
      billplzCallback(t.ctx, 'unknownbill', { paid: true, paidAmountSen: 100 }),
    );
    expect(answer.statusCode).toBe(404);
  });
});
