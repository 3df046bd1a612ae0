import { messageText } from '@cic/contract';
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
import { billplzReturn, paidBillCallback } from '../../../test/payment-order-fixture';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { invoices } from '../../db/schema/index';
import { receiptMailJob } from '../invoice-documents';

/**
 * One bill for several invoices (issue 41): the parent pays what they owe together; the paid bill
 * is allocated oldest due date first, exactly once whatever the callbacks and redirects and in
 * whatever order they come; what is left is kept as the family's credit.
 */
describe('paying several invoices in one bill', () => {
  let t: TestApp;
  let tan: Family;
  let queued: QueuedJob[] = [];
  const now = new Date('2026-12-20T02:00:00Z');

  const payMany = (family: Family, invoiceIds: string[]) =>
    callApi(t.app, family.parent.token, 'POST', '/api/v2/parent/invoices/pay', { invoiceIds });
  const callback = (billId: string, paidAmountSen: number) => paidBillCallback(t, billId, paidAmountSen);
  const redirect = (billId: string) => billplzReturn(t, billId, true);

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    queued = keepQueuedJobs(t.ctx);
    tan = await familyWithParent(t.ctx, 'Tan');
  });
  beforeEach(() => {
    queued.length = 0;
  });
  afterAll(() => t.close());

  it('allocates one payment for three invoices oldest due date first, once, whatever the callbacks', async () => {
    // Owed: RM 12.00 due 15/11, RM 7.00 (part-paid) due 30/11, RM 12.00 due 15/12.
    const november = await addInvoice(t.ctx, tan, { issueDate: '2026-11-01', dueDate: '2026-11-15' });
    const partPaid = await addInvoice(t.ctx, tan, {
      issueDate: '2026-11-16',
      dueDate: '2026-11-30',
      status: 'PARTLY_PAID',
      paidSen: 500,
    });
    const december = await addInvoice(t.ctx, tan, { issueDate: '2026-12-01', dueDate: '2026-12-15' });
    const started = await payMany(tan, [december.id, november.id, partPaid.id]);
    expect(started.statusCode, started.body).toBe(200);
    const billId = String(started.json().data.paymentUrl).split('/').pop() ?? '';
    // A second tap answers the same bill.
    const again = await payMany(tan, [partPaid.id, december.id, november.id]);
    expect(again.json().data.paymentUrl).toBe(started.json().data.paymentUrl);

    // Repeated and reordered: the redirect first, then callbacks, some at once.
    expect((await redirect(billId)).statusCode).toBe(302);
    await Promise.all([callback(billId, 3_100), callback(billId, 3_100), redirect(billId)]);
    expect((await callback(billId, 3_100)).statusCode).toBe(200);

    for (const [invoice, paidSen] of [
      [november, 1_200],
      [partPaid, 1_200],
      [december, 1_200],
    ] as const) {
      const { invoice: row, payments } = await invoiceRows(t.ctx, invoice.id);
      expect(row).toMatchObject({ status: 'PAID', paidSen });
      expect(payments.filter((payment) => payment.method === 'ONLINE')).toHaveLength(1);
    }
    expect(queued.filter((job) => job.name === receiptMailJob)).toHaveLength(3);
    await expectLedgerBalances(t.ctx, tan.familyId);

    // The payment-complete page names every invoice the bill paid, oldest due first.
    const order = await callApi(
      t.app,
      tan.parent.token,
      'GET',
      `/api/v2/parent/orders/${started.json().data.orderId}`,
    );
    expect(order.json().data).toMatchObject({
      orderStatus: 'SUCCESS',
      keptAsCreditSen: 0,
      invoices: [november, partPaid, december].map(({ id, number }) => ({
        id,
        number,
        status: 'PAID',
        balanceSen: 0,
      })),
    });
  });

  it('pays the oldest first when the bill no longer covers all (cash came meanwhile), keeping the rest as credit', async () => {
    const older = await addInvoice(t.ctx, tan, { issueDate: '2026-11-01', dueDate: '2026-11-10' });
    const newer = await addInvoice(t.ctx, tan, { issueDate: '2026-12-01', dueDate: '2026-12-10' });
    const started = await payMany(tan, [older.id, newer.id]);
    const billId = String(started.json().data.paymentUrl).split('/').pop() ?? '';
    // The office recorded RM 12.00 cash on the newer invoice while the bill was open.
    await t.ctx.db.update(invoices).set({ status: 'PAID', paidSen: 1_200 }).where(eq(invoices.id, newer.id));
    expect((await callback(billId, 2_400)).statusCode).toBe(200);
    const { invoice: first } = await invoiceRows(t.ctx, older.id);
    expect(first).toMatchObject({ status: 'PAID', paidSen: 1_200 });
    const { invoice: second } = await invoiceRows(t.ctx, newer.id);
    expect(second).toMatchObject({ paidSen: 1_200, keptAsCreditSen: 1_200 });
  });

  it('refuses invoices of two families or centres, a paid one, and bad input', async () => {
    const other = await familyWithParent(t.ctx, 'Lim');
    const own = await addInvoice(t.ctx, tan);
    const theirs = await addInvoice(t.ctx, other);
    const mixed = await payMany(tan, [own.id, theirs.id]);
    expectRefusal(mixed, 404, { code: 'NOT_FOUND', message: messageText('invoices.notFound') });
    const elsewhere = await familyWithParent(t.ctx, 'Tan');
    const secondCentre = await addInvoice(t.ctx, { familyId: tan.familyId, centre: elsewhere.centre });
    const twoCentres = await payMany(tan, [own.id, secondCentre.id]);
    expectRefusal(twoCentres, 409, { code: 'CONFLICT', message: messageText('billing.payOneAccount') });
    const paid = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1_200 });
    const withPaid = await payMany(tan, [own.id, paid.id]);
    expectRefusal(withPaid, 409, { code: 'CONFLICT', message: messageText('invoices.alreadyPaid') });
    const empty = await payMany(tan, []);
    expectRefusal(empty, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.payInvoices'),
      field: 'invoiceIds',
    });
  });
});
