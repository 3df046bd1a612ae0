import { messageText } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import {
  addInvoice,
  type InvoiceFamily as Family,
  familyWithParent,
  invoiceRows,
} from '../../../test/parent-invoice-fixture';
import { billplzReturn, paidBillCallback, pressOnBillPage } from '../../../test/payment-order-fixture';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import type { MailMessage } from '../../adapters/mail';
import { auditLog, orderItems, orders, parents, payments } from '../../db/schema/index';
import { receiptMailHandler, receiptMailJob } from '../invoice-documents';
import { createOrderExpiry } from '../payments';

describe('parent invoices API', () => {
  let t: TestApp;
  let tan: Family;
  let lim: Family;
  /** Kuala Lumpur 10:00 on 20 November 2026: invoices due before this day are overdue. */
  let now = new Date('2026-11-20T02:00:00Z');
  /** The jobs the app queued (the queue itself does not run here). */
  let queued: QueuedJob[] = [];

  const call = (family: Family, method: 'GET' | 'POST', url: string) =>
    callApi(t.app, family.parent.token, method, url);
  async function data(family: Family, method: 'GET' | 'POST', url: string) {
    const response = await call(family, method, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const pay = (family: Family, invoiceId: string) =>
    data(family, 'POST', `/api/v2/parent/invoices/${invoiceId}/pay`) as Promise<{
      orderId: string;
      paymentUrl: string;
    }>;
  const billOf = (paymentUrl: string) => paymentUrl.split('/').pop() ?? '';

  /** Presses a button on the simulator's bill page and follows its redirect as a browser would. */
  async function press(paymentUrl: string, outcome: 'pay' | 'fail') {
    const pressed = await pressOnBillPage(t.app, paymentUrl, outcome);
    expect(pressed.statusCode).toBe(302);
    const back = await t.app.inject({ method: 'GET', url: String(pressed.headers.location) });
    expect(back.statusCode).toBe(302);
    return String(back.headers.location);
  }
  const callback = (billId: string, paidAmountSen: number) => paidBillCallback(t, billId, paidAmountSen);
  const redirect = (billId: string, paid: boolean) => billplzReturn(t, billId, paid);
  const receipts = () => queued.filter((job) => job.name === receiptMailJob);

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    queued = keepQueuedJobs(t.ctx);
    tan = await familyWithParent(t.ctx, 'Tan');
    lim = await familyWithParent(t.ctx, 'Lim');
  });
  beforeEach(() => {
    queued.length = 0;
  });
  afterAll(() => t.close());

  it("lists the family's issued, part-paid, paid and voided invoices, newest first, never a draft (voided or not) or another family's", async () => {
    const wong = await familyWithParent(t.ctx, 'Wong');
    const overdue = await addInvoice(t.ctx, wong, { issueDate: '2026-10-01', dueDate: '2026-10-15' });
    const partPaid = await addInvoice(t.ctx, wong, {
      issueDate: '2026-11-01',
      status: 'PARTLY_PAID',
      paidSen: 200,
    });
    const paid = await addInvoice(t.ctx, wong, { issueDate: '2026-11-05', status: 'PAID', paidSen: 1200 });
    await addInvoice(t.ctx, wong, { status: 'DRAFT' });
    await addInvoice(t.ctx, wong, { status: 'VOID', voidedDraft: true });
    const voided = await addInvoice(t.ctx, wong, { status: 'VOID', issueDate: '2026-09-01' });
    await addInvoice(t.ctx, lim);

    const response = await call(wong, 'GET', '/api/v2/parent/invoices?limit=2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 4 });
    expect(page.data.map((invoice: { id: string }) => invoice.id)).toEqual([paid.id, partPaid.id]);
    // The family and centre: the account several open invoices are paid together on.
    expect(page.data[0]).toMatchObject({
      status: 'PAID',
      balanceSen: 0,
      overdue: false,
      totalSen: 1200,
      familyId: wong.familyId,
      centre: { id: wong.centre.id },
    });
    expect(page.data[1]).toMatchObject({ status: 'PARTLY_PAID', paidSen: 200, balanceSen: 1000 });
    const second = (await call(wong, 'GET', '/api/v2/parent/invoices?limit=2&page=2')).json().data;
    expect(second).toEqual([
      expect.objectContaining({ id: overdue.id, status: 'ISSUED', overdue: true, dueDate: '2026-10-15' }),
      expect.objectContaining({
        id: voided.id,
        status: 'VOID',
        state: 'VOID',
        overdue: false,
        balanceSen: 0,
      }),
    ]);
    // Only what is still owed: what the pay-together card offers, whatever page it is on.
    const open = (await call(wong, 'GET', '/api/v2/parent/invoices?open=true&limit=100')).json();
    expect(open.meta).toEqual({ page: 1, limit: 100, total: 2 });
    expect(open.data.map((invoice: { id: string }) => invoice.id)).toEqual([partPaid.id, overdue.id]);
    expect((await call(wong, 'GET', '/api/v2/parent/invoices?open=false')).json().meta.total).toBe(4);
    const refused = await call(wong, 'GET', '/api/v2/parent/invoices?open=yes');
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: messageText('common.mustBeTrueOrFalse', 'en'),
      field: 'open',
    });
  });

  it('opens one of its invoices with lines and payments; another family, a draft (voided or not) or an unknown id is 404', async () => {
    const invoice = await addInvoice(t.ctx, tan, { status: 'PARTLY_PAID', paidSen: 300 });
    const detail = await data(tan, 'GET', `/api/v2/parent/invoices/${invoice.id}`);
    expect(detail).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 'PARTLY_PAID',
      centre: { id: tan.centre.id },
      totalSen: 1200,
      paidSen: 300,
      balanceSen: 900,
      payments: [{ method: 'CASH', amountSen: 300, paidOn: '2026-11-03' }],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        child: expect.objectContaining({ name: 'Nur Aisyah' }),
        date: '2026-10-14',
        amountSen: 500,
        charge: expect.objectContaining({ kind: 'OVERTIME', duration: 25, unit: 'MINUTE' }),
      }),
      expect.objectContaining({
        date: '2026-10-15',
        amountSen: 700,
        charge: expect.objectContaining({ startTime: '2026-10-15T09:00:00.000Z' }),
      }),
    ]);
    expect(JSON.stringify(detail)).not.toContain(invoice.admin.email ?? 'no admin e-mail');

    const draft = await addInvoice(t.ctx, tan, { status: 'DRAFT' });
    const voidedDraft = await addInvoice(t.ctx, tan, { status: 'VOID', voidedDraft: true });
    for (const [family, id] of [
      [lim, invoice.id],
      [tan, draft.id],
      [tan, voidedDraft.id],
      [tan, crypto.randomUUID()],
      [tan, 'not-an-id'],
    ] as const) {
      for (const url of [`/api/v2/parent/invoices/${id}`, `/api/v2/parent/invoices/${id}/pay`]) {
        const response = await call(family, url.endsWith('/pay') ? 'POST' : 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({
          messageCode: 'invoices.notFound',
          message: 'This invoice was not found.',
        });
      }
    }
  });

  it('pays the balance in the simulator: the invoice is PAID, once, the order tells the page, a receipt is queued', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const started = await pay(tan, invoice.id);
    expect(started.paymentUrl).toMatch(/^\/payments\/simulator\/bills\/sim/);
    const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, started.orderId));
    expect(item).toMatchObject({
      kind: 'OVERTIME_INVOICE',
      overtimeInvoiceId: invoice.id,
      totalPriceSen: 1200,
    });
    const bill = await t.app.inject({ method: 'GET', url: started.paymentUrl });
    expect(bill.body).toContain('RM 12.00');
    expect(bill.body).toContain(`Invoice ${invoice.number}`);

    const landing = await press(started.paymentUrl, 'pay');
    expect(landing).toContain(`/parent/payment/complete?orderId=${started.orderId}`);
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200 });
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'ONLINE',
        amountSen: 1200,
        reference: billOf(started.paymentUrl),
        paidOn: '2026-11-20',
        recordedByAdminId: null,
      }),
    ]);
    const order = await data(tan, 'GET', `/api/v2/parent/orders/${started.orderId}`);
    expect(order).toMatchObject({
      orderStatus: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      itemDescription: `Invoice ${invoice.number}`,
      totalAmount: 12,
      invoices: [{ id: invoice.id, number: invoice.number, status: 'PAID', balanceSen: 0 }],
    });
    const detail = await data(tan, 'GET', `/api/v2/parent/invoices/${invoice.id}`);
    expect(detail).toMatchObject({
      status: 'PAID',
      balanceSen: 0,
      payments: [{ method: 'ONLINE', amountSen: 1200 }],
    });
    expect(receipts()).toEqual([
      { name: receiptMailJob, data: { invoiceId: invoice.id, paymentId: rows[0]?.id } },
    ]);

    const again = await call(tan, 'POST', `/api/v2/parent/invoices/${invoice.id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      messageCode: 'invoices.alreadyPaid',
      message: 'This invoice is already paid.',
    });
  });

  it('pays once whatever the order and repeats: callback, redirect, callback again', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const { paymentUrl } = await pay(tan, invoice.id);
    const billId = billOf(paymentUrl);
    expect((await callback(billId, 1200)).statusCode).toBe(200);
    expect((await redirect(billId, true)).statusCode).toBe(302);
    expect((await callback(billId, 1200)).statusCode).toBe(200);
    await Promise.all([callback(billId, 1200), redirect(billId, true), callback(billId, 1200)]);
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200 });
    expect(rows).toHaveLength(1);
    expect(receipts()).toHaveLength(1);
  });

  it('pays once when the paid redirect comes first (the gateway says paid) and the callback after', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const { paymentUrl } = await pay(tan, invoice.id);
    const billId = billOf(paymentUrl);
    const gateway = t.ctx.paymentGateway;
    const getBill = gateway.getBill;
    gateway.getBill = async () => ({
      paid: true,
      state: 'paid',
      amountSen: 1200,
      paidAmountSen: 1200,
      paidAt: new Date('2026-11-20T02:00:00Z'),
      raw: { id: billId, state: 'paid' },
    });
    try {
      expect((await redirect(billId, true)).statusCode).toBe(302);
    } finally {
      gateway.getBill = getBill;
    }
    expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'PAID', paidSen: 1200 });
    expect((await callback(billId, 1200)).statusCode).toBe(200);
    expect((await redirect(billId, true)).statusCode).toBe(302);
    expect((await invoiceRows(t.ctx, invoice.id)).payments).toHaveLength(1);
    expect(receipts()).toHaveLength(1);
  });

  it('pays the balance of a part-paid invoice', async () => {
    const invoice = await addInvoice(t.ctx, tan, { status: 'PARTLY_PAID', paidSen: 450 });
    const { paymentUrl, orderId } = await pay(tan, invoice.id);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.totalSen).toBe(750);
    await press(paymentUrl, 'pay');
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200 });
    expect(rows.map((payment) => [payment.method, payment.amountSen])).toEqual([
      ['CASH', 450],
      ['ONLINE', 750],
    ]);
  });

  it('answers the open bill to a second Pay instead of opening another', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const first = await pay(tan, invoice.id);
    const second = await pay(tan, invoice.id);
    expect(second).toEqual(first);
    const bills = await t.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.overtimeInvoiceId, invoice.id));
    expect(bills).toHaveLength(1);
  });

  it('leaves the invoice ISSUED when the bill fails, and the parent can pay again with a new bill', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const first = await pay(tan, invoice.id);
    const landing = await press(first.paymentUrl, 'fail');
    expect(landing).toContain('billplz%5Bpaid%5D=false');
    expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'ISSUED', paidSen: 0 });
    const order = await data(tan, 'GET', `/api/v2/parent/orders/${first.orderId}`);
    expect(order).toMatchObject({
      orderStatus: 'FAILED',
      invoices: [{ status: 'ISSUED', balanceSen: 1200 }],
    });
    expect(receipts()).toEqual([]);
    const retry = await call(tan, 'POST', `/api/v2/parent/orders/${first.orderId}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ messageCode: 'orders.payFromInvoice' });

    const second = await pay(tan, invoice.id);
    expect(second.orderId).not.toBe(first.orderId);
    await press(second.paymentUrl, 'pay');
    expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'PAID' });
  });

  it('leaves the invoice as it was when its order lapses, and a later Pay opens a new bill', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const first = await pay(tan, invoice.id);
    const start = now;
    now = new Date(start.getTime() + 2 * 3_600_000);
    try {
      await createOrderExpiry(t.ctx)();
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(order?.status).toBe('EXPIRED');
      expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'ISSUED', paidSen: 0 });
      const second = await pay(tan, invoice.id);
      expect(second.orderId).not.toBe(first.orderId);
      await press(second.paymentUrl, 'pay');
      expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'PAID', paidSen: 1200 });
    } finally {
      now = start;
    }
  });

  it('records what fits when an admin took cash meanwhile, and audits the rest as an overpayment', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const { paymentUrl } = await pay(tan, invoice.id);
    const admin = await callApi(
      t.app,
      invoice.admin.token,
      'POST',
      `/api/v2/admin/overtime/invoices/${invoice.id}/payments`,
      { method: 'CASH', reference: 'Counter', paidOn: '2026-11-20', amountSen: 1000 },
    );
    expect(admin.statusCode, admin.body).toBe(200);
    const landing = await press(paymentUrl, 'pay');
    expect(landing).toContain('billplz%5Bpaid%5D=true');
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200 });
    expect(rows.map((payment) => [payment.method, payment.amountSen])).toEqual([
      ['CASH', 1000],
      ['ONLINE', 200],
    ]);
    const [overpaid] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'overtime-invoice.overpayment'));
    expect(overpaid).toMatchObject({
      actorType: 'system',
      entityId: invoice.id,
      details: expect.objectContaining({ paidSen: 1200, appliedSen: 200, overpaidSen: 1000 }),
    });
    const [gatewayPayment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.billId, billOf(paymentUrl)));
    expect(gatewayPayment?.status).toBe('SUCCESS');
    // One receipt for the cash, one for what the online payment applied.
    expect(receipts().map((job) => job.data)).toEqual(
      rows.map((payment) => ({ invoiceId: invoice.id, paymentId: payment.id })),
    );
    // The admin's view names who recorded the cash, and no one for the online payment.
    const adminView = await callApi(
      t.app,
      invoice.admin.token,
      'GET',
      `/api/v2/admin/overtime/invoices/${invoice.id}`,
    );
    expect(adminView.json().data.payments).toEqual([
      expect.objectContaining({ method: 'CASH', recordedBy: { email: invoice.admin.email } }),
      expect.objectContaining({ method: 'ONLINE', reference: billOf(paymentUrl), recordedBy: null }),
    ]);
  });

  it("e-mails the family the online payment's receipt in their language, its PDF attached", async () => {
    const sent: MailMessage[] = [];
    const handle = receiptMailHandler({ ...t.ctx, mailer: { send: async (mail) => void sent.push(mail) } });
    const invoice = await addInvoice(t.ctx, tan, { status: 'PARTLY_PAID', paidSen: 200 });
    const { paymentUrl } = await pay(tan, invoice.id);
    await press(paymentUrl, 'pay');
    const [receipt] = receipts();
    await handle(receipt?.data as { invoiceId: string; paymentId: string });
    expect(sent[0]?.to).toBe(tan.parent.email);
    expect(sent[0]?.subject).toBe(
      `Receipt ${invoice.number?.replace('INV-', 'RCP-')}-2 for invoice ${invoice.number}`,
    );
    expect(sent[0]?.text).toContain(`received RM 10.00 for invoice ${invoice.number}`);
    expect(sent[0]?.text).toContain('The invoice is now paid in full.');
    expect(sent[0]?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });

    // Each receipt is sent once; a parent who reads Malay gets the next one in Malay.
    await handle(receipt?.data as { invoiceId: string; paymentId: string });
    expect(sent).toHaveLength(1);
    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, tan.parent.id));
    const second = await addInvoice(t.ctx, tan);
    await press((await pay(tan, second.id)).paymentUrl, 'pay');
    await handle(receipts().at(-1)?.data as { invoiceId: string; paymentId: string });
    await t.ctx.db.update(parents).set({ language: 'en' }).where(eq(parents.id, tan.parent.id));
    expect(sent[1]?.subject).toBe(
      `Resit ${second.number?.replace('INV-', 'RCP-')}-1 untuk invois ${second.number}`,
    );
    expect(sent[1]?.text).toContain('Invois ini kini telah dibayar penuh.');
  });
});
