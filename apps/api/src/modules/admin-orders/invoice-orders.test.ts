import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addInvoice, familyWithParent, invoiceRows } from '../../../test/parent-invoice-fixture';
import { signInAs } from '../../../test/sign-in';

/**
 * Decisions 089 and 100: an order that pays an invoice belongs to the invoice modules (OVERTIME or
 * BILLING); its status follows the invoice.
 */
describe("an overtime invoice's orders on the admin's orders pages", () => {
  let t: TestApp;
  let registrationOnly: { token: string };
  let bothModules: { token: string };
  let withBilling: { token: string };
  let family: Awaited<ReturnType<typeof familyWithParent>>;
  let invoice: Awaited<ReturnType<typeof addInvoice>>;
  let orderId: string;

  const call = (admin: { token: string }, method: 'GET' | 'PUT', url: string, payload?: object) =>
    callApi(t.app, admin.token, method, `/api/v2/admin/order${url}`, payload);

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    registrationOnly = await signInAs(t.ctx, 'admin', { modules: ['REGISTRATION'] });
    bothModules = await signInAs(t.ctx, 'admin', { modules: ['REGISTRATION', 'OVERTIME'] });
    withBilling = await signInAs(t.ctx, 'admin', { modules: ['REGISTRATION', 'BILLING'] });
    family = await familyWithParent(t.ctx, 'Tan');
    invoice = await addInvoice(t.ctx, family);
    const paying = await callApi(
      t.app,
      family.parent.token,
      'POST',
      `/api/v2/parent/invoices/${invoice.id}/pay`,
    );
    expect(paying.statusCode, paying.body).toBe(200);
    orderId = paying.json().data.orderId;
  });
  afterAll(() => t.close());

  it('shows the order with its invoice but without the family to an admin with only REGISTRATION', async () => {
    const detail = await call(registrationOnly, 'GET', `/${orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const order = detail.json().data;
    expect(order).toMatchObject({
      id: orderId,
      parent: null,
      invoice: { id: invoice.id, number: invoice.number },
      items: [{ description: `Invoice ${invoice.number}`, registration: null }],
    });
    // The gateway's bill names the payer: hidden with them.
    expect(order.payments).toEqual([expect.objectContaining({ transactionData: null })]);
    expect(detail.body).not.toContain(family.parent.email);

    const list = await call(registrationOnly, 'GET', `?search=${order.orderNumber}`);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: orderId,
        parent: null,
        invoice: { id: invoice.id, number: invoice.number },
      }),
    ]);
    expect(list.body).not.toContain(family.parent.email);
    // Nor does searching by the parent's e-mail tell that they have an invoice's order.
    const byEmail = await call(registrationOnly, 'GET', `?search=${encodeURIComponent(family.parent.email)}`);
    expect(byEmail.json().meta.total).toBe(0);
  });

  it('shows the family and the bill to an admin who also has OVERTIME, or BILLING', async () => {
    for (const admin of [bothModules, withBilling]) {
      const order = (await call(admin, 'GET', `/${orderId}`)).json().data;
      expect(order.parent).toEqual({ fullName: null, email: family.parent.email });
      expect(order.payments[0].transactionData).toMatchObject({ email: family.parent.email });
      const byEmail = await call(admin, 'GET', `?search=${encodeURIComponent(family.parent.email)}`);
      expect(byEmail.json().data).toEqual([expect.objectContaining({ id: orderId })]);
    }
  });

  it('refuses anyone to set its status by hand, and leaves the order and the invoice as they were', async () => {
    for (const admin of [registrationOnly, bothModules]) {
      const response = await call(admin, 'PUT', `/${orderId}`, {
        status: 'SUCCESS',
        reason: 'Paid at the desk',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        messageCode: 'orders.invoiceOrderStatus',
        message:
          'This order pays an overtime invoice and follows it. Record the payment on the invoice instead.',
      });
    }
    expect((await call(bothModules, 'GET', `/${orderId}`)).json().data.status).toBe('PENDING');
    const { invoice: row, payments } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'ISSUED', paidSen: 0 });
    expect(payments).toHaveLength(0);
  });
});
