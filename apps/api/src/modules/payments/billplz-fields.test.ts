import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  appWithPayer,
  billplzCallback,
  createPendingOrder,
  orderRows,
  postBillplzCallback,
} from '../../../test/payment-order-fixture';
import { redirectQuery, xSignature } from '../../adapters/billplz-signature';
import { auditLog } from '../../db/schema/index';

/**
 * Issue 39: a callback whose `paid=true` became `paidtrue=` kept its signature (the signed text is
 * key and value run together) and was read as not paid. Every field Billplz signs must be there,
 * and `paid` must say true or false; anything else is refused and recorded as a forged signature is.
 */
describe('Billplz notices carry every field their signature covers', () => {
  let t: TestApp;
  let parent: { id: string; email: string; token: string };

  beforeAll(async () => {
    ({ t, parent } = await appWithPayer());
  });
  afterAll(() => t.close());

  const rejections = async () =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.signature-rejected'))).map(
      (row) => row.details as Record<string, unknown>,
    );
  const signed = (fields: Record<string, string>) => {
    const { x_signature: _, ...unsigned } = fields;
    return { ...unsigned, x_signature: xSignature(unsigned, t.ctx.config.payments.xSignatureKey) };
  };

  it('refuses paid=true rewritten as paidtrue=, though its signature still matches', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const { paid: _, ...genuine } = billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 });
    const rewritten = { ...genuine, paidtrue: '' };
    expect(xSignature(rewritten, t.ctx.config.payments.xSignatureKey)).toBe(genuine.x_signature);
    const before = (await rejections()).length;
    const answer = await postBillplzCallback(t.app, rewritten);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'paid',
      messageCode: 'orders.noticeIncomplete',
    });
    expect(await orderRows(t.ctx, orderId, registrationId)).toMatchObject({
      order: { status: 'PENDING' },
      payment: { status: 'PENDING', paidAmountSen: null },
    });
    const recorded = await rejections();
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)).toMatchObject({
      source: 'callback',
      reason: 'missing field',
      field: 'paid',
      billId,
    });
  });

  it('refuses a signed callback without any one of the fields Billplz sends, or with paid neither true nor false', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const full = billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 });
    // Every field of the callback as Billplz sends it (the fixture's), each of them signed.
    const callbackFields = Object.keys(full).filter((field) => field !== 'x_signature');
    expect(callbackFields).toHaveLength(12);
    const before = (await rejections()).length;
    for (const field of callbackFields) {
      const { [field]: _, ...without } = full;
      const answer = await postBillplzCallback(t.app, signed(without));
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json(), field).toMatchObject({ field, messageCode: 'orders.noticeIncomplete' });
    }
    for (const paid of ['TRUE', 'yes', '']) {
      const answer = await postBillplzCallback(t.app, signed({ ...full, paid }));
      expect(answer.statusCode, paid).toBe(400);
      expect(answer.json(), paid).toMatchObject({ field: 'paid' });
    }
    expect(await orderRows(t.ctx, orderId, registrationId)).toMatchObject({ payment: { status: 'PENDING' } });
    const recorded = (await rejections()).slice(before);
    expect(recorded).toHaveLength(callbackFields.length + 3);
    expect(recorded.at(-1)).toMatchObject({ reason: 'paid not true or false', field: 'paid' });
    // The whole notice still settles the payment.
    expect((await postBillplzCallback(t.app, full)).statusCode).toBe(200);
    expect((await orderRows(t.ctx, orderId, registrationId)).payment?.status).toBe('SUCCESS');
  });

  it('sends a redirect without paid_at, or with paid neither true nor false, to the page unread, and records it', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    const key = t.ctx.config.payments.xSignatureKey;
    const before = (await rejections()).length;
    const unread = `/parent/payment/complete?orderId=${orderId}`;
    const redirects: Record<string, string>[] = [
      { id: billId, paid: 'false' },
      { id: billId, paid: 'no', paid_at: '' },
      { id: billId, paidfalse: '', paid_at: '' },
    ];
    for (const fields of redirects) {
      const query = new URLSearchParams(redirectQuery(fields, key)).toString();
      const answer = await t.app.inject({ method: 'GET', url: `/api/v2/payments/billplz/return?${query}` });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location, JSON.stringify(fields)).toBe(unread);
    }
    expect((await orderRows(t.ctx, orderId, registrationId)).payment?.status).toBe('PENDING');
    const recorded = (await rejections()).slice(before);
    expect(recorded.map((details) => [details.source, details.reason, details.field])).toEqual([
      ['redirect', 'missing field', 'billplz[paid_at]'],
      ['redirect', 'paid not true or false', 'billplz[paid]'],
      ['redirect', 'missing field', 'billplz[paid]'],
    ]);
  });
});
