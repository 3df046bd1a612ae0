import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  appWithPayer,
  billplzCallback,
  createPendingOrder,
  postBillplzCallback,
} from '../../../test/payment-order-fixture';
import { until } from '../../../test/waits';
import { orders, payments, registrations } from '../../db/schema/index';
import { orderExpiryJobName } from '../../jobs/order-expiry-job';
import { createOrderExpiry } from './order-expiry';

describe('unpaid orders expire', () => {
  let t: TestApp;
  let parent: { id: string; email: string; token: string };
  const past = () => new Date(Date.now() - 60_000);

  beforeAll(async () => {
    ({ t, parent } = await appWithPayer({ jobs: true }));
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const statusOf = async (orderId: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    return order?.status;
  };

  it('marks lapsed PENDING orders EXPIRED with their payments, fails their registrations, once', async () => {
    const lapsed = await createPendingOrder(t.ctx, parent, { expiresAt: past() });
    const waiting = await createPendingOrder(t.ctx, parent);
    const flagged = await createPendingOrder(t.ctx, parent, { expiresAt: past() });
    await postBillplzCallback(
      t.app,
      billplzCallback(t.ctx, flagged.billId, { paid: true, paidAmountSen: 500, amountSen: 15000 }),
    );

    const expire = createOrderExpiry(t.ctx);
    // The scheduled run may get there first; either way each order lapses once.
    await expire();
    expect(await statusOf(lapsed.orderId)).toBe('EXPIRED');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, lapsed.orderId));
    expect(payment?.status).toBe('EXPIRED');
    const [registration] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, lapsed.registrationId));
    expect(registration?.status).toBe('PAYMENT_FAILED');

    expect(await statusOf(waiting.orderId)).toBe('PENDING');
    // Money was taken for the flagged one: an admin settles it, expiry never does.
    expect(await statusOf(flagged.orderId)).toBe('PENDING');
    expect(await expire()).toMatchObject({ orders: 0 });

    // A callback for the expired bill changes nothing but is recorded for an admin.
    await postBillplzCallback(
      t.app,
      billplzCallback(t.ctx, lapsed.billId, { paid: true, paidAmountSen: 15000 }),
    );
    expect(await statusOf(lapsed.orderId)).toBe('EXPIRED');
  });

  it('runs as the scheduled job on the queue', async () => {
    const lapsed = await createPendingOrder(t.ctx, parent, { expiresAt: past() });
    await t.ctx.jobs.send(orderExpiryJobName);
    await until(async () => (await statusOf(lapsed.orderId)) === 'EXPIRED');
    const rows = await t.ctx.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [lapsed.orderId]));
    expect(rows.map((row) => row.status)).toEqual(['EXPIRED']);
  }, 60_000);
});
