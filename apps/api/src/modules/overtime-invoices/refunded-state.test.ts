import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { csvLines } from '../../../test/csv-lines';
import { addInvoice, familyWithParent } from '../../../test/parent-invoice-fixture';
import { bearer } from '../../../test/sign-in';

const base = '/api/v2/admin/overtime/invoices';

/** Decision 089: an invoice whose payments were refunded by credit notes no longer reads 'Paid'. */
describe('refunded invoices on the admin list, detail and export', () => {
  let t: TestApp;
  let family: Awaited<ReturnType<typeof familyWithParent>>;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    family = await familyWithParent(t.ctx, 'Tan');
  });
  afterAll(() => t.close());

  async function refund(
    invoice: { id: string; admin: { token: string } },
    amountSen: number,
    reason: string,
  ) {
    const response = await callApi(t.app, invoice.admin.token, 'POST', `${base}/${invoice.id}/credit-notes`, {
      amountSen,
      reason,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const csvRow = async (token: string, number: string, language: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/export?search=${number}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return csvLines(response.body)[1];
  };

  it('reads Partly refunded, then Refunded, on the detail (with its credit notes), the list and the CSV', async () => {
    const invoice = await addInvoice(t.ctx, family, { status: 'PAID', paidSen: 1200 });
    const number = invoice.number ?? '';
    const partly = await refund(invoice, 200, 'Late by error');
    expect(partly).toMatchObject({ status: 'PAID', state: 'PARTLY_REFUNDED', creditedSen: 200 });
    expect(await csvRow(invoice.admin.token, number, 'en')).toBe(
      `${number},Partly refunded,${family.centre.name},Tan Family,02/11/2026,16/11/2026,12.00,12.00,2.00,0.00`,
    );

    const refunded = await refund(invoice, 1000, 'Waived');
    expect(refunded).toMatchObject({ status: 'PAID', state: 'REFUNDED', creditedSen: 1200 });
    expect(refunded.creditNotes).toEqual([
      expect.objectContaining({ amountSen: 200, reason: 'Late by error' }),
      expect.objectContaining({ amountSen: 1000, reason: 'Waived' }),
    ]);
    const list = await callApi(t.app, invoice.admin.token, 'GET', `${base}?search=${number}`);
    expect(list.json().data.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, state: 'REFUNDED' }),
    ]);
    expect(await csvRow(invoice.admin.token, number, 'en')).toContain(`${number},Refunded,`);
    expect(await csvRow(invoice.admin.token, number, 'ms')).toContain(`${number},Dipulangkan,`);
  });

  it('keeps the status as the state while nothing was refunded', async () => {
    const invoice = await addInvoice(t.ctx, family, { status: 'PAID', paidSen: 1200 });
    const detail = await callApi(t.app, invoice.admin.token, 'GET', `${base}/${invoice.id}`);
    expect(detail.json().data).toMatchObject({ status: 'PAID', state: 'PAID', creditNotes: [] });
    expect(await csvRow(invoice.admin.token, invoice.number ?? '', 'en')).toContain(',Paid,');
  });
});
