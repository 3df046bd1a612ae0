import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import {
  appWithPayer,
  createPendingOrder,
  orderRows,
  pressOnBillPage,
} from '../../../test/payment-order-fixture';
import { createPaymentSimulator } from '../../adapters/payment-simulator';
import { ConfigError, loadConfig } from '../../config';

describe('payment simulator, end to end through the real callback and return', () => {
  let t: TestApp;
  let parent: { id: string; email: string; token: string };

  beforeAll(async () => {
    ({ t, parent } = await appWithPayer());
  });
  afterAll(() => t.close());

  async function state(orderId: string, registrationId: string) {
    const { order, payment, registration } = await orderRows(t.ctx, orderId, registrationId);
    return { order: order?.status, payment: payment?.status, registration: registration?.status };
  }

  /** Presses a button on the bill page and follows the redirects as a browser would, up to the web page. */
  async function press(paymentUrl: string, outcome: 'pay' | 'fail') {
    const pressed = await pressOnBillPage(t.app, paymentUrl, outcome);
    expect(pressed.statusCode).toBe(302);
    const returnUrl = String(pressed.headers.location);
    expect(returnUrl).toMatch(/^\/api\/v2\/payments\/billplz\/return\?billplz%5Bid%5D=/);
    expect(returnUrl).toContain('billplz%5Bx_signature%5D=');
    const back = await t.app.inject({ method: 'GET', url: returnUrl });
    expect(back.statusCode).toBe(302);
    return String(back.headers.location);
  }

  it('shows the bill: amount in ringgit, the payer, what it is for, Pay and Fail, escaped, no scripts', async () => {
    const { paymentUrl, description } = await createPendingOrder(t.ctx, parent, { totalSen: 123450 });
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('RM 1,234.50');
    expect(page.body).toContain('Siti &lt;Aminah&gt;');
    expect(page.body).not.toContain('Siti <Aminah>');
    expect(page.body).toContain(parent.email);
    expect(page.body).toContain(description);
    expect(page.body).toContain(`<form method="post" action="${paymentUrl}">`);
    expect(page.body).toMatch(/<button class="pay" type="submit">Pay<\/button>/);
    expect(page.body).toMatch(/<button class="fail" type="submit">Fail<\/button>/);
    expect(page.body).not.toContain('<script');
  });

  it('Pay completes the order and lands on the payment-complete page with the signed result', async () => {
    const { orderId, registrationId, paymentUrl, billId } = await createPendingOrder(t.ctx, parent);
    const landing = await press(paymentUrl, 'pay');
    expect(landing).toBe(
      `/parent/payment/complete?orderId=${orderId}&billplz%5Bid%5D=${billId}&billplz%5Bpaid%5D=true`,
    );
    expect(await state(orderId, registrationId)).toEqual({
      order: 'SUCCESS',
      payment: 'SUCCESS',
      registration: 'COMPLETED',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/orders/${orderId}`,
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(status.json().data).toMatchObject({ orderStatus: 'SUCCESS', paymentStatus: 'SUCCESS' });
    const closed = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(closed.body).toContain('This bill is closed (SUCCESS).');
    expect(closed.body).not.toContain('type="submit"');
  });

  it('Fail fails the order and its registration', async () => {
    const { orderId, registrationId, paymentUrl } = await createPendingOrder(t.ctx, parent);
    const landing = await press(paymentUrl, 'fail');
    expect(landing).toContain('billplz%5Bpaid%5D=false');
    expect(await state(orderId, registrationId)).toEqual({
      order: 'FAILED',
      payment: 'FAILED',
      registration: 'PAYMENT_FAILED',
    });
  });

  it('answers 404 for a bill it never opened', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/payments/simulator/bills/simNOPE' })).statusCode).toBe(
      404,
    );
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/payments/simulator/bills/simNOPE',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(pressed.statusCode).toBe(404);
  });

  it('refuses to run in production unless explicitly allowed', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cic-sim-')),
      SECRET_KEY: 'k'.repeat(40),
      ADMIN_REGISTRATION_CODE: 'a-long-registration-code',
      DATABASE_URL: 'postgres://app@db/cic',
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://demo.example.my',
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SIMULATOR_IN_PRODUCTION/);
    const allowed = loadConfig({
      ...production,
      PAYMENT_SIMULATOR_IN_PRODUCTION: 'true',
      EINVOICE_SIMULATOR_IN_PRODUCTION: 'true',
    });
    expect(allowed.payments).toMatchObject({ gateway: 'simulator', simulatorInProduction: true });
    const bills = { find: async () => null };
    expect(() => createPaymentSimulator(allowed, bills)).not.toThrow();
    const refused = { ...allowed, payments: { ...allowed.payments, simulatorInProduction: false } };
    expect(() => createPaymentSimulator(refused, bills)).toThrow(ConfigError);
  });
});
