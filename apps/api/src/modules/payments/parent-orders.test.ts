import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  appWithPayer,
  billplzCallback,
  createPendingOrder,
  postBillplzCallback,
} from '../../../test/payment-order-fixture';
import { signInAs } from '../../../test/sign-in';
import { orders, parents, payments, registrations } from '../../db/schema/index';

describe('parent orders: status, reconciling with the gateway, paying again', () => {
  let t: TestApp;
  let now = Date.now();
  let parent: { id: string; email: string; token: string };

  beforeAll(async () => {
    ({ t, parent } = await appWithPayer({ clock: () => new Date(now) }));
  });
  afterAll(() => t.close());

  const asParent = (token: string) => ({ authorization: `Bearer ${token}` });
  const getStatus = (orderId: string, token = parent.token) =>
    t.app.inject({ method: 'GET', url: `/api/v2/parent/orders/${orderId}`, headers: asParent(token) });
  const retry = (orderId: string, token = parent.token) =>
    t.app.inject({ method: 'POST', url: `/api/v2/parent/orders/${orderId}/retry`, headers: asParent(token) });
  const fail = (billId: string) =>
    postBillplzCallback(t.app, billplzCallback(t.ctx, billId, { paid: false, paidAmountSen: 0 }));

  it("answers the parent's own order as the payment-complete page reads it", async () => {
    const { orderId, description } = await createPendingOrder(t.ctx, parent);
    const answer = await getStatus(orderId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        orderStatus: 'PENDING',
        paymentStatus: 'PENDING',
        itemDescription: description,
        totalAmount: 150,
        paymentUpdatedAt: expect.any(String),
        invoices: [],
        keptAsCreditSen: 0,
      },
    });
  });

  it("describes the order in the reader's language, and a new bill in the payer's (issue 27)", async () => {
    const { orderId, billId } = await createPendingOrder(t.ctx, parent);
    const inMalay = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/orders/${orderId}`,
      headers: { ...asParent(parent.token), 'accept-language': 'ms-MY,ms;q=0.9' },
    });
    expect(inMalay.json().data.itemDescription).toBe(
      'Pendaftaran dalam talian – Full Day – Aisyah binti Ahmad',
    );
    expect((await getStatus(orderId)).json().data.itemDescription).toBe(
      'Online registration – Full Day – Aisyah binti Ahmad',
    );

    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, parent.id));
    try {
      await fail(billId);
      expect((await retry(orderId)).statusCode).toBe(200);
      const [newest] = await t.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      expect(newest?.billId).not.toBe(billId);
      expect(newest?.transactionData).toMatchObject({
        description: 'Pendaftaran dalam talian – Full Day – Aisyah binti Ahmad',
      });
    } finally {
      await t.ctx.db.update(parents).set({ language: 'en' }).where(eq(parents.id, parent.id));
    }
  });

  it("answers 404 'Order not found.' for another parent's order and for an id that is no order", async () => {
    const { orderId } = await createPendingOrder(t.ctx, parent);
    const other = await signInAs(t.ctx, 'parent');
    for (const answer of [
      await getStatus(orderId, other.token),
      await retry(orderId, other.token),
      await getStatus(crypto.randomUUID()),
      await getStatus('not-an-id'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Order not found.' });
    }
  });

  it('asks the gateway about a long-pending payment at most once a minute, and applies its answer', async () => {
    const { orderId, billId } = await createPendingOrder(t.ctx, parent);
    const getBill = vi.spyOn(t.ctx.paymentGateway, 'getBill');
    try {
      await getStatus(orderId);
      expect(getBill).not.toHaveBeenCalled();

      now += 3 * 60_000;
      for (let poll = 0; poll < 4; poll += 1) await getStatus(orderId);
      expect(getBill).toHaveBeenCalledTimes(1);
      expect(getBill).toHaveBeenCalledWith(billId);

      now += 30_000;
      await getStatus(orderId);
      expect(getBill).toHaveBeenCalledTimes(1);

      // The gateway now says paid: the next allowed check completes the order.
      getBill.mockResolvedValueOnce({
        paid: true,
        state: 'paid',
        amountSen: 15000,
        paidAmountSen: 15000,
        paidAt: new Date(now),
        raw: { id: billId, state: 'paid' },
      });
      now += 31_000;
      const answer = await getStatus(orderId);
      expect(getBill).toHaveBeenCalledTimes(2);
      expect(answer.json().data).toMatchObject({ orderStatus: 'SUCCESS', paymentStatus: 'SUCCESS' });

      now += 5 * 60_000;
      await getStatus(orderId);
      expect(getBill).toHaveBeenCalledTimes(2);
    } finally {
      getBill.mockRestore();
    }
  });

  it('keeps answering when the gateway does not', async () => {
    const { orderId } = await createPendingOrder(t.ctx, parent);
    const getBill = vi.spyOn(t.ctx.paymentGateway, 'getBill').mockRejectedValue(new Error('gateway down'));
    try {
      now += 3 * 60_000;
      const answer = await getStatus(orderId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ orderStatus: 'PENDING' });
      expect(getBill).toHaveBeenCalledTimes(1);
    } finally {
      getBill.mockRestore();
    }
  });

  it('opens a new bill for a failed order and puts the order and registration back to PENDING', async () => {
    const { orderId, registrationId, billId } = await createPendingOrder(t.ctx, parent);
    await fail(billId);
    const answer = await retry(orderId);
    expect(answer.statusCode).toBe(200);
    const paymentUrl: string = answer.json().data.paymentUrl;
    expect(paymentUrl).toMatch(/^\/payments\/simulator\/bills\/sim[\w-]+$/);
    expect(paymentUrl).not.toContain(billId);

    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('PENDING');
    expect(order?.expiresAt?.getTime()).toBe(now + t.ctx.config.payments.orderExpiryMinutes * 60_000);
    const [registration] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(registration?.status).toBe('PENDING');
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status).sort()).toEqual(['FAILED', 'PENDING']);
    expect((await getStatus(orderId)).json().data).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
  });

  it('refuses to pay again a PENDING or a SUCCESS order (409)', async () => {
    const { orderId, billId } = await createPendingOrder(t.ctx, parent);
    const pending = await retry(orderId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is still waiting for its payment.',
    });
    await postBillplzCallback(t.app, billplzCallback(t.ctx, billId, { paid: true, paidAmountSen: 15000 }));
    const paid = await retry(orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'CONFLICT', message: 'This order is already paid.' });
  });
});
