import { randomUUID } from 'node:crypto';
import { orderItemDescription } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { redirectQuery, xSignature } from '../src/adapters/billplz-signature';
import type { App } from '../src/app';
import type { AppContext } from '../src/app-context';
import { orderItems, orders, packages, payments, registrations } from '../src/db/schema/index';
import { createPaymentStart } from '../src/modules/payments';
import { buildTestApp, type TestApp } from './build-test-app';
import { registrationRow } from './registration-fixture';
import { createCentre, signInAs } from './sign-in';

/**
 * A parent's PENDING registration with its order, item and a PENDING payment opened through the
 * product's own `createPaymentStart`, as a registration submit leaves them.
 */
export async function createPendingOrder(
  ctx: AppContext,
  parent: { id: string; email: string },
  options: { totalSen?: number; expiresAt?: Date } = {},
) {
  const unique = randomUUID().slice(0, 8).toUpperCase();
  const totalSen = options.totalSen ?? 15000;
  const centre = await createCentre(ctx);
  const [plan] = await ctx.db
    .insert(packages)
    .values({
      centreId: centre.id,
      name: 'Full Day',
      packageType: 'FULL_DAY',
      onlineRegistrationFeeSen: totalSen,
    })
    .returning();
  if (!plan) throw new Error('package not created');
  const [registration] = await ctx.db
    .insert(registrations)
    .values(
      registrationRow(
        parent,
        { centreId: centre.id, packageId: plan.id },
        { registrationNumber: `REG-T-${unique}`, fullName: 'Aisyah binti Ahmad' },
      ),
    )
    .returning();
  if (!registration) throw new Error('registration not created');
  const [order] = await ctx.db
    .insert(orders)
    .values({
      orderNumber: `ORD-T-${unique}`,
      parentId: parent.id,
      subtotalSen: totalSen,
      totalSen,
      expiresAt: options.expiresAt ?? new Date(Date.now() + 60 * 60_000),
    })
    .returning();
  if (!order) throw new Error('order not created');
  const item = {
    kind: 'ONLINE_REGISTRATION',
    packageName: plan.name,
    childName: registration.fullName,
  } as const;
  const description = orderItemDescription(item, 'en');
  await ctx.db.insert(orderItems).values({
    orderId: order.id,
    registrationId: registration.id,
    ...item,
    unitPriceSen: totalSen,
    totalPriceSen: totalSen,
  });
  const { paymentUrl } = await createPaymentStart(ctx)(ctx.db, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountSen: totalSen,
    payer: { email: parent.email, name: 'Siti <Aminah>' },
    description,
  });
  const billId = paymentUrl.split('/').pop() ?? '';
  return { orderId: order.id, registrationId: registration.id, billId, paymentUrl, description, totalSen };
}

/** The form fields Billplz posts for a bill, signed with the app's X Signature key unless told. */
export function billplzCallback(
  ctx: AppContext,
  billId: string,
  outcome: { paid: boolean; paidAmountSen: number; amountSen?: number; key?: string },
) {
  const fields: Record<string, string> = {
    id: billId,
    collection_id: 'inbmmepb',
    paid: String(outcome.paid),
    state: outcome.paid ? 'paid' : 'due',
    amount: String(outcome.amountSen ?? outcome.paidAmountSen),
    paid_amount: String(outcome.paidAmountSen),
    due_at: '2026-11-23',
    email: 'parent@example.my',
    mobile: '',
    name: 'SITI AMINAH',
    url: `https://www.billplz-sandbox.com/bills/${billId}`,
    paid_at: outcome.paid ? '2026-11-23 10:15:09 +0800' : '',
  };
  fields.x_signature = xSignature(fields, outcome.key ?? ctx.config.payments.xSignatureKey);
  return fields;
}

/** The signed `billplz[...]` redirect query for a bill, as Billplz sends the payer back. */
export function billplzReturnQuery(ctx: AppContext, billId: string, paid: boolean, key?: string) {
  return new URLSearchParams(
    redirectQuery(
      { id: billId, paid: String(paid), paid_at: paid ? '2026-11-23 10:15:09 +0800' : '' },
      key ?? ctx.config.payments.xSignatureKey,
    ),
  ).toString();
}

/** A signed-in parent with the e-mail a bill is made out to. */
type Payer = { id: string; email: string; token: string };

/** The payment tests' start: a fresh test app, and a payer signed in on it. */
export async function appWithPayer(
  options?: Parameters<typeof buildTestApp>[0],
): Promise<{ t: TestApp; parent: Payer }> {
  const t = await buildTestApp(options);
  const { token, id, email } = await signInAs(t.ctx, 'parent');
  if (!email) throw new Error('parent without an e-mail');
  return { t, parent: { token, id, email } };
}

/** Posts callback fields as Billplz does (form-urlencoded). */
export function postBillplzCallback(app: App, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/payments/billplz/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Billplz telling the server, signed, that the bill was paid this much. */
export function paidBillCallback(t: TestApp, billId: string, paidAmountSen: number) {
  return postBillplzCallback(t.app, billplzCallback(t.ctx, billId, { paid: true, paidAmountSen }));
}

/** The payer's browser sent back from Billplz's bill page to the server's return address, signed. */
export function billplzReturn(t: TestApp, billId: string, paid: boolean) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v2/payments/billplz/return?${billplzReturnQuery(t.ctx, billId, paid)}`,
  });
}

/** An order as stored now: the order, its items and its bills (payments). */
export async function storedOrder(ctx: AppContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const bills = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { order, items, bills };
}

/** The order, its (first) payment and the registration as stored now. */
export async function orderRows(ctx: AppContext, orderId: string, registrationId: string) {
  const { order, bills } = await storedOrder(ctx, orderId);
  const [registration] = await ctx.db
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return { order, payment: bills[0], registration };
}

/** Presses a button on the simulator's bill page, as the payer's browser posts its form. */
export function pressOnBillPage(app: App, paymentUrl: string, outcome: 'pay' | 'fail') {
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}
