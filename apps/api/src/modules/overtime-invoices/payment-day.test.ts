import { messageText } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lateFamilyReport } from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { invoicePayments } from '../../db/schema/index';

const base = '/api/v2/admin/overtime';
const beforeIssue = {
  code: 'VALIDATION_FAILED',
  message: messageText('invoices.paidBeforeIssue', 'en'),
  field: 'paidOn',
};

/** Issue 39: a payment dated before its invoice was issued (1900-01-01) was accepted. */
describe('a payment is not dated before its invoice was issued', () => {
  let t: TestApp;
  let token: string;
  let reportId: string;
  let childId: string;
  let invoiceId: string;

  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const pay = (paidOn: string) =>
    call(`${base}/invoices/${invoiceId}/payments`, { method: 'CASH', reference: '', paidOn, amountSen: 100 });
  const payStudents = (paidOn: string) =>
    call(`${base}/invoicing/reports/${reportId}/payments`, {
      method: 'CASH',
      reference: '',
      paidOn,
      childIds: [childId],
    });

  beforeAll(async () => {
    // Kuala Lumpur 10:00 on 20 November 2026: the invoice is issued today.
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'], email: 'days@test.example' })).token;
    const made = await lateFamilyReport(t.ctx, ['2026-10-14T17:23:00+08:00']);
    ({ reportId, childId } = made);
    const itemIds = made.itemIds;
    const issued = await call(`${base}/invoices`, { reportId, itemIds });
    expect(issued.statusCode, issued.body).toBe(201);
    invoiceId = issued.json().data.invoices[0].id;
    expect(issued.json().data.invoices[0].issueDate).toBe('2026-11-20');
  });
  afterAll(() => t.close());

  it('refuses 1900-01-01 and the day before the issue date on the invoice, recording nothing', async () => {
    expectRefusal(await pay('1900-01-01'), 400, beforeIssue);
    expectRefusal(await pay('2026-11-19'), 400, beforeIssue);
    expectRefusal(await payStudents('1900-01-01'), 400, beforeIssue);
    expect(await t.ctx.db.select().from(invoicePayments)).toEqual([]);
  });

  it('takes the issue date itself', async () => {
    const paid = await pay('2026-11-20');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payments.map((payment: { paidOn: string }) => payment.paidOn)).toEqual([
      '2026-11-20',
    ]);
    const rest = await payStudents('2026-11-20');
    expect(rest.statusCode, rest.body).toBeLessThan(300);
  });
});
