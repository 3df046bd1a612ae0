import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import {
  addInvoice,
  type InvoiceFamily as Family,
  familyWithParent,
} from '../../../test/parent-invoice-fixture';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { eInvoiceSweepJob } from '../e-invoices';
import { creditNoteNoticeJob, voidNoticeJob } from '../invoice-documents';

/** Decision 089: a family sees its voided invoices and its refunds, and cannot pay a voided one. */
describe('voided and refunded invoices as the parent sees them', () => {
  let t: TestApp;
  let tan: Family;
  let queued: QueuedJob[] = [];
  const admin = '/api/v2/admin/overtime/invoices';
  const parent = '/api/v2/parent/invoices';

  const asParent = (method: 'GET' | 'POST', url: string) => callApi(t.app, tan.parent.token, method, url);
  async function asAdmin(invoice: { admin: { token: string } }, url: string, payload: object) {
    const response = await callApi(t.app, invoice.admin.token, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    queued = keepQueuedJobs(t.ctx);
    tan = await familyWithParent(t.ctx, 'Tan');
  });
  beforeEach(() => {
    queued.length = 0;
  });
  afterAll(() => t.close());

  it("keeps an issued invoice voided by the admin on the family's list and page, with the reason, and answers Pay with 409", async () => {
    const invoice = await addInvoice(t.ctx, tan);
    // A bill was opened before the void: pressing Pay again must not answer it.
    expect((await asParent('POST', `${parent}/${invoice.id}/pay`)).statusCode).toBe(200);

    await asAdmin(invoice, `${admin}/${invoice.id}/void`, { reason: 'Wrong child on the report' });
    // The family is told; the e-invoice sweep undoes its e-invoice, if it has one (issue 42).
    expect(queued).toEqual([
      { name: voidNoticeJob, data: { invoiceId: invoice.id } },
      { name: eInvoiceSweepJob, data: {} },
    ]);

    const page = await asParent('GET', `${parent}/${invoice.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 'VOID',
      state: 'VOID',
      voidReason: 'Wrong child on the report',
      balanceSen: 0,
      overdue: false,
    });
    const list = (await asParent('GET', parent)).json().data as { id: string; status: string }[];
    expect(list.find((each) => each.id === invoice.id)?.status).toBe('VOID');

    const pay = await asParent('POST', `${parent}/${invoice.id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({
      messageCode: 'invoices.voided',
      message: 'This invoice was voided and is no longer to be paid.',
    });
  });

  it('keeps a draft voided before issue out of sight: 404 on its page, its Pay and its PDF', async () => {
    const draft = await addInvoice(t.ctx, tan, { status: 'DRAFT' });
    await asAdmin(draft, `${admin}/${draft.id}/void`, { reason: 'Not needed' });
    for (const [method, url] of [
      ['GET', `${parent}/${draft.id}`],
      ['POST', `${parent}/${draft.id}/pay`],
      ['GET', `${parent}/${draft.id}/pdf`],
    ] as const) {
      const response = await asParent(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().messageCode).toBe('invoices.notFound');
    }
    const list = (await asParent('GET', parent)).json().data as { id: string }[];
    expect(list.map((each) => each.id)).not.toContain(draft.id);
  });

  it('says PARTLY_REFUNDED, then REFUNDED once everything paid was refunded, and lists the credit notes', async () => {
    const invoice = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1200 });
    await asAdmin(invoice, `${admin}/${invoice.id}/credit-notes`, {
      amountSen: 200,
      reason: 'Late by error',
    });
    expect(queued.map((job) => job.name)).toEqual([creditNoteNoticeJob, eInvoiceSweepJob]);

    const partly = (await asParent('GET', `${parent}/${invoice.id}`)).json().data;
    expect(partly).toMatchObject({
      status: 'PAID',
      state: 'PARTLY_REFUNDED',
      creditedSen: 200,
      balanceSen: 0,
    });

    await asAdmin(invoice, `${admin}/${invoice.id}/credit-notes`, { amountSen: 1000, reason: 'Waived' });
    const refunded = (await asParent('GET', `${parent}/${invoice.id}`)).json().data;
    expect(refunded).toMatchObject({ state: 'REFUNDED', creditedSen: 1200 });
    expect(refunded.creditNotes).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^CN-2026-\d{6}$/),
        amountSen: 200,
        reason: 'Late by error',
        issueDate: '2026-11-20',
      }),
      expect.objectContaining({ amountSen: 1000, reason: 'Waived' }),
    ]);
    const list = (await asParent('GET', parent)).json().data as { id: string; state: string }[];
    expect(list.find((each) => each.id === invoice.id)?.state).toBe('REFUNDED');
  });
});
