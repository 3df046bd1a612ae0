import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { expectLedgerBalances } from '../../../test/family-ledger';
import { addInvoice, familyWithParent, invoiceRows } from '../../../test/parent-invoice-fixture';
import { createBillplzClient } from '../../adapters/billplz-client';
import { orders, payments } from '../../db/schema/index';
import { createOrderExpiry } from './order-expiry';

type FakeBill = { id: string; amount: number; state: 'due' | 'paid' | 'deleted' };

/**
 * An invoice settled or voided closes its open bills at Billplz, and a new bill is never opened
 * while another can be paid (decision 088), against a local stand-in for Billplz.
 */
describe('closing invoice bills at Billplz', () => {
  let t: TestApp;
  let server: Server;
  let bills: Map<string, FakeBill>;
  let seen: string[];
  /** While set, Billplz answers every call with 503. */
  let down = false;
  let now = new Date('2026-11-20T02:00:00Z');
  let family: Awaited<ReturnType<typeof familyWithParent>>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push(`${request.method} ${request.url}`);
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (down) return answer(503, { error: { type: 'Unavailable' } });
        const id = request.url?.split('/')[4] ?? '';
        const view = (bill: FakeBill) => ({
          id: bill.id,
          url: `https://www.billplz-sandbox.com/bills/${bill.id}`,
          paid: bill.state === 'paid',
          state: bill.state,
          amount: bill.amount,
          paid_amount: bill.state === 'paid' ? bill.amount : 0,
          paid_at: bill.state === 'paid' ? '2026-11-20 10:05:00 +0800' : null,
        });
        if (request.method === 'POST') {
          const bill: FakeBill = {
            id: `bp${bills.size + 1}x${Date.now() % 100000}`,
            amount: 1200,
            state: 'due',
          };
          bills.set(bill.id, bill);
          return answer(200, view(bill));
        }
        const bill = bills.get(id);
        if (!bill) return answer(404, { error: { type: 'RecordNotFound' } });
        if (request.method === 'GET') return answer(200, view(bill));
        // DELETE: only a due bill can be deleted.
        if (bill.state !== 'due') return answer(422, { error: { type: 'Unprocessable' } });
        bill.state = 'deleted';
        return answer(200, {});
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({ clock: () => now });
    t.ctx.jobs.send = async () => 'queued';
    Object.assign(
      t.ctx.paymentGateway,
      createBillplzClient({
        apiKey: 'secret-api-key',
        collectionId: 'inbmmepb',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        timeoutMs: 2_000,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(async () => {
    bills = new Map();
    seen = [];
    down = false;
    family = await familyWithParent(t.ctx, 'Tan');
  });

  const pay = async (invoiceId: string) => {
    const response = await callApi(
      t.app,
      family.parent.token,
      'POST',
      `/api/v2/parent/invoices/${invoiceId}/pay`,
    );
    return response;
  };
  const billOf = async (orderId: string) => {
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    return { billId: payment?.billId ?? '', payment: payment?.status, order: order?.status };
  };
  const cash = (invoice: Awaited<ReturnType<typeof addInvoice>>) =>
    callApi(t.app, invoice.admin.token, 'POST', `/api/v2/admin/overtime/invoices/${invoice.id}/payments`, {
      method: 'CASH',
      paidOn: '2026-11-20',
      amountSen: 1200,
    });

  it('deletes the open bill when an admin settles the invoice, and when one is voided', async () => {
    const settled = await addInvoice(t.ctx, family);
    const first = (await pay(settled.id)).json().data;
    const { billId } = await billOf(first.orderId);
    expect((await cash(settled)).statusCode).toBe(200);
    expect(seen).toContain(`DELETE /api/v3/bills/${billId}`);
    expect(bills.get(billId)?.state).toBe('deleted');
    expect(await billOf(first.orderId)).toMatchObject({ payment: 'VOID', order: 'VOID' });

    const voided = await addInvoice(t.ctx, family);
    const second = (await pay(voided.id)).json().data;
    const bill = await billOf(second.orderId);
    const response = await callApi(
      t.app,
      voided.admin.token,
      'POST',
      `/api/v2/admin/overtime/invoices/${voided.id}/void`,
      {
        reason: 'Wrong child',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(bills.get(bill.billId)?.state).toBe('deleted');
    expect(await billOf(second.orderId)).toMatchObject({ payment: 'VOID', order: 'VOID' });
  });

  it('settles a bill Billplz will not delete because it was paid: the money becomes credit', async () => {
    const invoice = await addInvoice(t.ctx, family);
    const started = (await pay(invoice.id)).json().data;
    const { billId } = await billOf(started.orderId);
    // Paid at the bank; its callback has not come yet.
    const bill = bills.get(billId);
    if (bill) bill.state = 'paid';
    expect((await cash(invoice)).statusCode).toBe(200);
    expect(seen).toEqual(
      expect.arrayContaining([`DELETE /api/v3/bills/${billId}`, `GET /api/v3/bills/${billId}`]),
    );
    expect(await billOf(started.orderId)).toMatchObject({ payment: 'SUCCESS', order: 'SUCCESS' });
    expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({
      status: 'PAID',
      paidSen: 1200,
      keptAsCreditSen: 1200,
    });
    expect(await expectLedgerBalances(t.ctx, family.familyId)).toMatchObject({ creditSen: 1200 });
  });

  it('keeps the admin’s payment when Billplz is down, leaves the bill open, and the expiry job closes it later', async () => {
    const invoice = await addInvoice(t.ctx, family);
    const started = (await pay(invoice.id)).json().data;
    const { billId } = await billOf(started.orderId);
    down = true;
    expect((await cash(invoice)).statusCode).toBe(200);
    expect(await billOf(started.orderId)).toMatchObject({ payment: 'PENDING', order: 'PENDING' });
    const expire = createOrderExpiry(t.ctx);
    expect(await expire()).toMatchObject({ invoiceBillsClosed: 0, invoiceBillsLeftOpen: 1 });
    down = false;
    expect(await expire()).toMatchObject({ invoiceBillsClosed: 1, invoiceBillsLeftOpen: 0 });
    expect(bills.get(billId)?.state).toBe('deleted');
    expect(await billOf(started.orderId)).toMatchObject({ payment: 'VOID', order: 'VOID' });
  });

  it('never opens a second bill while the lapsed one cannot be closed; closes it first when it can', async () => {
    const invoice = await addInvoice(t.ctx, family);
    const first = (await pay(invoice.id)).json().data;
    const { billId } = await billOf(first.orderId);
    const start = now;
    now = new Date(start.getTime() + 2 * 3_600_000);
    try {
      down = true;
      const refused = await pay(invoice.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messageCode: 'orders.gatewayDown' });
      expect(bills.size).toBe(1);
      down = false;
      seen = [];
      const second = await pay(invoice.id);
      expect(second.statusCode).toBe(200);
      expect(seen).toEqual([`DELETE /api/v3/bills/${billId}`, 'POST /api/v3/bills']);
      expect(await billOf(first.orderId)).toMatchObject({ payment: 'EXPIRED', order: 'EXPIRED' });

      // The order-expiry job, later, finds nothing more to close or expire for it.
      expect(await createOrderExpiry(t.ctx)()).toMatchObject({ invoiceBillsClosed: 0 });
      expect(await billOf(second.json().data.orderId)).toMatchObject({ payment: 'PENDING' });
    } finally {
      now = start;
    }
  });

  it('receives the lapsed bill when Pay finds it paid, and opens none', async () => {
    const invoice = await addInvoice(t.ctx, family);
    const first = (await pay(invoice.id)).json().data;
    const { billId } = await billOf(first.orderId);
    const bill = bills.get(billId);
    if (bill) bill.state = 'paid';
    const start = now;
    now = new Date(start.getTime() + 2 * 3_600_000);
    try {
      const again = await pay(invoice.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ messageCode: 'invoices.alreadyPaid' });
      expect(bills.size).toBe(1);
      expect((await invoiceRows(t.ctx, invoice.id)).invoice).toMatchObject({ status: 'PAID', paidSen: 1200 });
      await expectLedgerBalances(t.ctx, family.familyId);
    } finally {
      now = start;
    }
  });
});
