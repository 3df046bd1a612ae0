import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { expectLedgerBalances } from '../../../test/family-ledger';
import {
  addInvoice,
  type InvoiceFamily as Family,
  familyWithParent,
  invoiceRows,
} from '../../../test/parent-invoice-fixture';
import { paidBillCallback } from '../../../test/payment-order-fixture';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { familyCreditEntries, orders, payments } from '../../db/schema/index';
import { receiptMailHandler, receiptMailJob } from '../invoice-documents';

type Invoice = Awaited<ReturnType<typeof addInvoice>>;

/**
 * Every ringgit received is accounted for (issue 39, decision 088): money an online payment brings
 * beyond what its invoice owes becomes the family's credit, which the admin and the parent see,
 * applies to another invoice or is refunded, and the ledger balances to the sen.
 */
describe('family credit', () => {
  let t: TestApp;
  let tan: Family;
  let lim: Family;
  let now = new Date('2026-11-20T02:00:00Z');
  let queued: QueuedJob[] = [];

  async function data(token: string, method: 'GET' | 'POST', url: string, body?: object) {
    const response = await callApi(t.app, token, method, url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const pay = (family: Family, invoiceId: string) =>
    data(family.parent.token, 'POST', `/api/v2/parent/invoices/${invoiceId}/pay`) as Promise<{
      orderId: string;
      paymentUrl: string;
    }>;
  const billOf = (paymentUrl: string) => paymentUrl.split('/').pop() ?? '';
  /** The gateway's callback for a bill the parent paid, arriving after the office's change. */
  const paidAtGateway = (billId: string, sen: number) => paidBillCallback(t, billId, sen);
  const pressPay = (paymentUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
  const adminDetail = (invoice: Invoice) =>
    data(invoice.admin.token, 'GET', `/api/v2/admin/overtime/invoices/${invoice.id}`);
  const parentCredits = async (family: Family) =>
    (await data(family.parent.token, 'GET', '/api/v2/parent/credits')).credits;
  const orderOf = async (orderId: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    return { order: order?.status, payment: payment?.status };
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    queued = keepQueuedJobs(t.ctx);
  });
  beforeEach(async () => {
    queued.length = 0;
    // Each case starts with families of its own, so each ledger is the case's alone.
    tan = await familyWithParent(t.ctx, 'Tan');
    lim = await familyWithParent(t.ctx, 'Lim');
  });
  afterAll(() => t.close());

  it('(a) cash for the whole balance while the parent pays: the bill closes, and money paid into it meanwhile becomes credit', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const started = await pay(tan, invoice.id);
    await data(invoice.admin.token, 'POST', `/api/v2/admin/overtime/invoices/${invoice.id}/payments`, {
      method: 'CASH',
      reference: 'Counter',
      paidOn: '2026-11-20',
      amountSen: 1200,
    });
    // Settled: its bill is closed at the gateway, and the simulator's page refuses Pay.
    expect(await orderOf(started.orderId)).toEqual({ order: 'VOID', payment: 'VOID' });
    const refused = await pressPay(started.paymentUrl);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This bill is closed (VOID).');
    expect(refused.body).not.toContain('type="submit"');

    // The parent had paid at the bank before the bill closed; its callback arrives now.
    expect((await paidAtGateway(billOf(started.paymentUrl), 1200)).statusCode).toBe(200);
    expect(await orderOf(started.orderId)).toEqual({ order: 'SUCCESS', payment: 'SUCCESS' });
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200, keptAsCreditSen: 1200 });
    expect(rows.map((payment) => payment.method)).toEqual(['CASH']);

    // The admin sees where the money went, on the invoice and in the family's area.
    const detail = await adminDetail(invoice);
    expect(detail.keptAsCredit).toEqual([
      expect.objectContaining({ reference: billOf(started.paymentUrl), receivedSen: 1200, amountSen: 1200 }),
    ]);
    expect(detail.familyCredit).toEqual({ accountId: expect.any(String), balanceSen: 1200 });
    // The parent is told the truth on the payment-complete page and sees the credit.
    const order = await data(tan.parent.token, 'GET', `/api/v2/parent/orders/${started.orderId}`);
    expect(order).toMatchObject({
      orderStatus: 'SUCCESS',
      keptAsCreditSen: 1200,
      invoices: [{ status: 'PAID' }],
    });
    const [credit] = await parentCredits(tan);
    expect(credit).toMatchObject({
      centre: { id: tan.centre.id },
      balanceSen: 1200,
      history: [
        expect.objectContaining({
          kind: 'RECEIVED',
          amountSen: 1200,
          invoice: { id: invoice.id, number: invoice.number },
        }),
      ],
    });
    expect(JSON.stringify(credit)).not.toContain('recordedBy');
    // A receipt for the money kept as credit (there is no invoice payment to name it by).
    const [entry] = await t.ctx.db
      .select()
      .from(familyCreditEntries)
      .where(eq(familyCreditEntries.invoiceId, invoice.id));
    expect(queued.filter((job) => job.name === receiptMailJob).map((job) => job.data)).toContainEqual({
      invoiceId: invoice.id,
      paymentId: entry?.id,
    });
    const sent: { subject: string; text: string }[] = [];
    await receiptMailHandler({ ...t.ctx, mailer: { send: async (mail) => void sent.push(mail) } })({
      invoiceId: invoice.id,
      paymentId: entry?.id ?? '',
    });
    expect(sent[0]?.subject).toBe(
      `Receipt ${invoice.number?.replace('INV-', 'RCP-')}-2 for invoice ${invoice.number}`,
    );
    expect(sent[0]?.text).toContain('received RM 12.00');
    expect(sent[0]?.text).toContain('RM 12.00 was kept as credit');
    expect(await expectLedgerBalances(t.ctx, tan.familyId)).toEqual({
      receivedSen: 2400,
      appliedToInvoicesSen: 1200,
      refundedSen: 0,
      creditSen: 1200,
    });
  });

  it('(a) part cash while the parent pays: what fits goes to the invoice, the rest to credit, one receipt says both', async () => {
    const sent: { subject: string; text: string }[] = [];
    const handle = receiptMailHandler({ ...t.ctx, mailer: { send: async (mail) => void sent.push(mail) } });
    const invoice = await addInvoice(t.ctx, tan);
    const started = await pay(tan, invoice.id);
    await data(invoice.admin.token, 'POST', `/api/v2/admin/overtime/invoices/${invoice.id}/payments`, {
      method: 'CASH',
      paidOn: '2026-11-20',
      amountSen: 1000,
    });
    // Part-paid: the bill stays open for what the parent started to pay.
    expect(await orderOf(started.orderId)).toEqual({ order: 'PENDING', payment: 'PENDING' });
    expect((await pressPay(started.paymentUrl)).statusCode).toBe(302);
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'PAID', paidSen: 1200, keptAsCreditSen: 1000 });
    expect(rows.map((payment) => [payment.method, payment.amountSen])).toEqual([
      ['CASH', 1000],
      ['ONLINE', 200],
    ]);
    const online = rows.find((payment) => payment.method === 'ONLINE');
    await handle({ invoiceId: invoice.id, paymentId: online?.id ?? '' });
    expect(sent[0]?.text).toContain('received RM 12.00');
    expect(sent[0]?.text).toContain('RM 2.00 was applied to invoice');
    expect(sent[0]?.text).toContain('RM 10.00 was kept as credit');
    const order = await data(tan.parent.token, 'GET', `/api/v2/parent/orders/${started.orderId}`);
    expect(order).toMatchObject({ keptAsCreditSen: 1000 });
    expect((await parentCredits(tan))[0]).toMatchObject({ balanceSen: 1000 });
    await expectLedgerBalances(t.ctx, tan.familyId);
  });

  it('(b) Pay with a bill past its expiry closes that bill first: never two open, and a late payment into the first becomes credit', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const first = await pay(tan, invoice.id);
    const start = now;
    now = new Date(start.getTime() + 2 * 3_600_000);
    try {
      // The order-expiry job has not run: the first order is still PENDING, past its expiry.
      const second = await pay(tan, invoice.id);
      expect(second.orderId).not.toBe(first.orderId);
      expect(await orderOf(first.orderId)).toEqual({ order: 'EXPIRED', payment: 'EXPIRED' });
      expect((await pressPay(first.paymentUrl)).statusCode).toBe(409);

      // The parent paid both at the bank: the second through the page, the first's callback late.
      expect((await pressPay(second.paymentUrl)).statusCode).toBe(302);
      expect((await paidAtGateway(billOf(first.paymentUrl), 1200)).statusCode).toBe(200);
      const { invoice: row, payments: rows } = await invoiceRows(t.ctx, invoice.id);
      expect(row).toMatchObject({ status: 'PAID', paidSen: 1200, keptAsCreditSen: 1200 });
      expect(rows).toHaveLength(1);
      expect(await orderOf(first.orderId)).toEqual({ order: 'SUCCESS', payment: 'SUCCESS' });
      expect((await adminDetail(invoice)).familyCredit).toMatchObject({ balanceSen: 1200 });
      expect((await parentCredits(tan))[0]).toMatchObject({ balanceSen: 1200 });
      await expectLedgerBalances(t.ctx, tan.familyId);
    } finally {
      now = start;
    }
  });

  it('(c) void with an open bill: the bill closes; money paid into it meanwhile becomes credit, and the parent is told', async () => {
    const invoice = await addInvoice(t.ctx, tan);
    const started = await pay(tan, invoice.id);
    await data(invoice.admin.token, 'POST', `/api/v2/admin/overtime/invoices/${invoice.id}/void`, {
      reason: 'Charged in error',
    });
    expect(await orderOf(started.orderId)).toEqual({ order: 'VOID', payment: 'VOID' });
    expect((await pressPay(started.paymentUrl)).statusCode).toBe(409);
    expect((await paidAtGateway(billOf(started.paymentUrl), 1200)).statusCode).toBe(200);

    const { invoice: row } = await invoiceRows(t.ctx, invoice.id);
    expect(row).toMatchObject({ status: 'VOID', paidSen: 0, keptAsCreditSen: 1200 });
    const order = await data(tan.parent.token, 'GET', `/api/v2/parent/orders/${started.orderId}`);
    expect(order).toMatchObject({ orderStatus: 'SUCCESS', keptAsCreditSen: 1200 });
    expect((await parentCredits(tan))[0]).toMatchObject({ balanceSen: 1200 });
    const detail = await adminDetail(invoice);
    expect(detail.keptAsCredit).toEqual([expect.objectContaining({ amountSen: 1200 })]);
    expect(detail.familyCredit).toMatchObject({ balanceSen: 1200 });
    await expectLedgerBalances(t.ctx, tan.familyId);
  });

  /** A credit of RM 12.00 received on a voided invoice of the family. */
  async function creditOf(family: Family) {
    const invoice = await addInvoice(t.ctx, family);
    const started = await pay(family, invoice.id);
    await data(invoice.admin.token, 'POST', `/api/v2/admin/overtime/invoices/${invoice.id}/void`, {
      reason: 'Charged in error',
    });
    await paidAtGateway(billOf(started.paymentUrl), 1200);
    const { familyCredit } = await adminDetail(invoice);
    return { accountId: familyCredit.accountId as string, admin: invoice.admin };
  }

  it('lists families with credit, applies credit to another open invoice of the family, and refuses what it must', async () => {
    const { accountId, admin } = await creditOf(tan);
    const next = await addInvoice(t.ctx, tan, { lineSen: [300, 400] });
    const paid = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1200 });
    const theirs = await addInvoice(t.ctx, lim);
    const base = `/api/v2/admin/overtime/credits/${accountId}`;

    const list = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/overtime/credits?centerId=${tan.centre.id}`,
    );
    expect(list.json()).toMatchObject({
      data: [
        {
          id: accountId,
          centre: { id: tan.centre.id },
          family: { id: tan.familyId, namedAfter: 'Tan' },
          balanceSen: 1200,
          entries: 1,
        },
      ],
      meta: { page: 1, total: 1 },
    });
    // Found by the family's name as the pages show it, in either language (issue 40).
    for (const search of ['Tan Family', 'keluarga tan', 'tan fam']) {
      const found = await callApi(
        t.app,
        admin.token,
        'GET',
        `/api/v2/admin/overtime/credits?centerId=${tan.centre.id}&search=${encodeURIComponent(search)}`,
      );
      expect(found.statusCode, search).toBe(200);
      expect(
        found.json().data.map((row: { id: string }) => row.id),
        search,
      ).toEqual([accountId]);
    }
    const detail = await data(admin.token, 'GET', base);
    expect(detail.openInvoices).toEqual([expect.objectContaining({ id: next.id, balanceSen: 700 })]);

    const refusals: [object, number, string, string][] = [
      [{ invoiceId: next.id, amountSen: 701 }, 409, 'amountSen', 'credits.moreThanBalance'],
      [{ invoiceId: theirs.id, amountSen: 100 }, 404, 'invoiceId', 'credits.invoice'],
      [{ invoiceId: crypto.randomUUID(), amountSen: 100 }, 404, 'invoiceId', 'credits.invoice'],
      [{ invoiceId: paid.id, amountSen: 100 }, 409, 'invoiceId', 'credits.invoiceNotOwed'],
      [{ invoiceId: next.id, amountSen: 0 }, 400, 'amountSen', 'invoices.amount'],
    ];
    for (const [body, status, field, code] of refusals) {
      const response = await callApi(t.app, admin.token, 'POST', `${base}/applications`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, field, messageCode: code });
    }

    const applied = await data(admin.token, 'POST', `${base}/applications`, {
      invoiceId: next.id,
      amountSen: 500,
    });
    expect(applied.balanceSen).toBe(700);
    expect(applied.history[0]).toMatchObject({
      kind: 'APPLIED',
      amountSen: 500,
      balanceAfterSen: 700,
      invoice: { id: next.id, number: next.number },
      recordedBy: { email: admin.email },
    });
    const { invoice: row, payments: rows } = await invoiceRows(t.ctx, next.id);
    expect(row).toMatchObject({ status: 'PARTLY_PAID', paidSen: 500, creditAppliedSen: 500 });
    expect(rows).toEqual([
      expect.objectContaining({ method: 'CREDIT', amountSen: 500, recordedByAdminId: admin.id }),
    ]);
    expect(queued).toContainEqual({
      name: receiptMailJob,
      data: { invoiceId: next.id, paymentId: rows[0]?.id },
    });

    // More than the credit left (700), though within the invoice's balance: refused.
    const other = await addInvoice(t.ctx, tan, { lineSen: [500, 500] });
    const tooMuch = await callApi(t.app, admin.token, 'POST', `${base}/applications`, {
      invoiceId: other.id,
      amountSen: 701,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ field: 'amountSen', messageCode: 'credits.notEnough' });

    // The rest settles the next invoice; the family's Payments page and the admin's invoice agree.
    await data(admin.token, 'POST', `${base}/applications`, { invoiceId: next.id, amountSen: 200 });
    expect((await invoiceRows(t.ctx, next.id)).invoice).toMatchObject({ status: 'PAID', paidSen: 700 });
    expect((await parentCredits(tan))[0]).toMatchObject({ balanceSen: 500 });
    const totals = (
      await data(admin.token, 'GET', `/api/v2/admin/overtime/invoices?centerId=${tan.centre.id}`)
    ).totals;
    // Received: 1,200 paid for the voided invoice (all kept as credit) and the 1,200 cash of the
    // paid one; the 700 from credit is not counted twice.
    expect(totals).toEqual({ outstandingSen: 1000, collectedSen: 2400, keptAsCreditSen: 1200 });
    await expectLedgerBalances(t.ctx, tan.familyId);
  });

  it('records a refund with its method, reference and day, never more than the credit', async () => {
    const { accountId, admin } = await creditOf(lim);
    const url = `/api/v2/admin/overtime/credits/${accountId}/refunds`;
    const refund = { method: 'BANK_TRANSFER', reference: 'FT-2026-1120', refundedOn: '2026-11-20' };
    const tooMuch = await callApi(t.app, admin.token, 'POST', url, { ...refund, amountSen: 1201 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ field: 'amountSen', messageCode: 'credits.notEnough' });
    const future = await callApi(t.app, admin.token, 'POST', url, {
      ...refund,
      refundedOn: '2026-11-21',
      amountSen: 100,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'refundedOn' });
    const badMethod = await callApi(t.app, admin.token, 'POST', url, {
      ...refund,
      method: 'ONLINE',
      amountSen: 100,
    });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json()).toMatchObject({ field: 'method', messageCode: 'credits.refundMethod' });
    const unknown = await callApi(
      t.app,
      admin.token,
      'POST',
      `/api/v2/admin/overtime/credits/${crypto.randomUUID()}/refunds`,
      {
        ...refund,
        amountSen: 100,
      },
    );
    expect(unknown.statusCode).toBe(404);

    const done = await data(admin.token, 'POST', url, { ...refund, amountSen: 1200 });
    expect(done).toMatchObject({ balanceSen: 0 });
    expect(done.history[0]).toMatchObject({
      kind: 'REFUNDED',
      amountSen: 1200,
      refundMethod: 'BANK_TRANSFER',
      reference: 'FT-2026-1120',
      day: '2026-11-20',
      balanceAfterSen: 0,
    });
    // Nothing left: off the list unless asked for every account.
    const held = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/overtime/credits?centerId=${lim.centre.id}`,
    );
    expect(held.json().data).toEqual([]);
    const all = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/overtime/credits?centerId=${lim.centre.id}&all=true`,
    );
    expect(all.json().data).toEqual([expect.objectContaining({ id: accountId, balanceSen: 0, entries: 2 })]);
    expect(await expectLedgerBalances(t.ctx, lim.familyId)).toMatchObject({
      refundedSen: 1200,
      creditSen: 0,
    });

    // The database keeps the money rows: an entry cannot be changed or deleted.
    await expect(t.ctx.db.update(familyCreditEntries).set({ amountSen: 1 })).rejects.toThrow();
    await expect(t.ctx.db.delete(familyCreditEntries)).rejects.toThrow();
  });
});
