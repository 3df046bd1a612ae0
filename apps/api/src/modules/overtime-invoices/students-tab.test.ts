import { messageText, overtimeInvoiceMessages } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addTwoCentresOctober, octoberAfresh, reportItems } from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';

const base = '/api/v2/admin/overtime';
type Invoice = { id: string; status: string; totalSen: number; paidSen: number; balanceSen: number };

/**
 * The Students tab lists children, not items: its Convert works on the selected children (every
 * uninvoiced item of theirs in the report), and its Mark as Paid pays their invoices' balances.
 */
describe('overtime invoices from the Students tab', () => {
  let t: TestApp;
  let token: string;
  /** The children's ids, set once they are added. */
  const children = { aisyah: '', adam: '', daniel: '', siti: '' };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callApi(t.app, token, method, url, payload);

  async function readyReport() {
    const reportId = await octoberAfresh(t.ctx);
    return { reportId, rows: await reportItems(t.ctx, reportId) };
  }
  async function converted(reportId: string, body: object, to = 'invoices') {
    const response = await call('POST', `${base}/${to}`, { reportId, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoices as Invoice[];
  }
  const payStudents = (reportId: string, childIds: string[], paidOn = '2026-11-20') =>
    call('POST', `${base}/invoicing/reports/${reportId}/payments`, {
      childIds,
      method: 'CASH',
      reference: 'Receipt 7',
      paidOn,
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    Object.assign(children, (await addTwoCentresOctober(t.ctx)).children);
  });
  afterAll(() => t.close());

  it("converts the selected children's uninvoiced items, skipping those already on an invoice", async () => {
    const { reportId, rows } = await readyReport();
    const aisyahItem = rows.find((row) => row.childId === children.aisyah)?.id as string;
    // One of Aisyah's items is already on a proforma from the side sheet.
    const [sheet] = await converted(reportId, { itemIds: [aisyahItem] }, 'invoices/proforma');
    expect(sheet?.status).toBe('DRAFT');

    const invoices = await converted(reportId, { childIds: [children.aisyah, children.adam] });
    // One issued invoice for the Tan family with Aisyah's other item and Adam's: RM 1 + the rest.
    expect(invoices).toHaveLength(1);
    const aisyahRest = 700 - (sheet?.totalSen ?? 0);
    expect(invoices[0]).toMatchObject({ status: 'ISSUED', totalSen: aisyahRest + 100 });
    const statuses = new Map((await reportItems(t.ctx, reportId)).map((row) => [row.childId, row.status]));
    expect(statuses.get(children.daniel)).toBe('UNBILLED');

    // Nothing of theirs is left to bill now.
    expectRefusal(
      await call('POST', `${base}/invoices`, { reportId, childIds: [children.aisyah, children.adam] }),
      409,
      { code: 'CONFLICT', message: messageText(overtimeInvoiceMessages.nothingToInvoice), field: 'childIds' },
    );
  });

  it('takes exactly one of item ids and children', async () => {
    const { reportId, rows } = await readyReport();
    const both = await call('POST', `${base}/invoices`, {
      reportId,
      itemIds: [rows[0]?.id],
      childIds: [children.daniel],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ messageCode: 'invoices.itemsOrStudents', field: 'childIds' });
    const neither = await call('POST', `${base}/invoices/proforma`, { reportId });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ messageCode: 'invoices.itemsRequired', field: 'itemIds' });
    const badChild = await call('POST', `${base}/invoices`, { reportId, childIds: ['x'] });
    expect(badChild.statusCode).toBe(400);
    expect(badChild.json()).toMatchObject({ messageCode: 'overtime.studentNotFound' });
  });

  it("marks the selected children's issued and part-paid invoices paid, each for its balance", async () => {
    const { reportId } = await readyReport();
    const [tan] = await converted(reportId, { childIds: [children.aisyah, children.adam] });
    const [lim] = await converted(reportId, { childIds: [children.daniel] }, 'invoices/proforma');
    if (!tan || !lim) throw new Error('no invoices');
    const part = await call('POST', `${base}/invoices/${tan.id}/payments`, {
      method: 'BANK_TRANSFER',
      paidOn: '2026-11-20',
      amountSen: 300,
    });
    expect(part.json().data.status).toBe('PARTLY_PAID');

    // Daniel's invoice is only a draft: nothing of his is payable.
    expectRefusal(await payStudents(reportId, [children.daniel]), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.nothingPayable),
      field: 'childIds',
    });

    const response = await payStudents(reportId, [children.adam, children.daniel]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invoices).toEqual([
      expect.objectContaining({ id: tan.id, status: 'PAID', paidSen: tan.totalSen, balanceSen: 0 }),
    ]);
    const detail = (await call('GET', `${base}/invoices/${tan.id}`)).json().data;
    expect(
      detail.payments.map((p: { amountSen: number; method: string }) => [p.method, p.amountSen]),
    ).toEqual([
      ['BANK_TRANSFER', 300],
      ['CASH', tan.totalSen - 300],
    ]);
    const statuses = new Map((await reportItems(t.ctx, reportId)).map((row) => [row.childId, row.status]));
    expect(statuses.get(children.aisyah)).toBe('PAID');
    expect(statuses.get(children.daniel)).toBe('PROFORMA');

    expect((await payStudents(reportId, [children.adam], '2026-11-21')).json()).toMatchObject({
      messageCode: 'common.dateInFuture',
      field: 'paidOn',
    });
    expect((await payStudents(crypto.randomUUID(), [children.adam])).statusCode).toBe(404);
  });
});
