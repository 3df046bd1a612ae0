import { messageText, overtimeInvoiceMessages } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lateFamilyReport } from '../../../test/overtime-fixture';
import { pdfText } from '../../../test/pdf-text';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';

const base = '/api/v2/admin/overtime/invoices';

describe('GET /api/v2/admin/overtime/invoices/:id/pdf', () => {
  let t: TestApp;
  let admin: string;
  let reportId: string;
  let itemIds: string[];

  const download = (token: string, url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
  async function convert(to: 'proforma' | 'issued') {
    const response = await t.app.inject({
      method: 'POST',
      url: to === 'proforma' ? `${base}/proforma` : base,
      headers: bearer(admin),
      payload: { reportId, itemIds },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoices[0] as { id: string; number: string | null };
  }
  async function voidInvoice(id: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/void`,
      headers: bearer(admin),
      payload: { reason: 'Made again' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    admin = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    // RM 1 per 5 minutes from 17:00 to 18:00: a check-out at 17:23 costs RM 5.
    ({ reportId, itemIds } = await lateFamilyReport(t.ctx, ['2026-10-14T17:23:00+08:00'], {
      name: 'CIC Bangsar',
      address: '8, Jalan Telawi 2, Bangsar Baru\n59100 Kuala Lumpur',
    }));
  });
  afterAll(() => t.close());

  it("answers an issued invoice as a PDF attachment named by its number, in the reader's language", async () => {
    const invoice = await convert('issued');
    const url = `${base}/${invoice.id}/pdf`;

    const english = await download(admin, url, 'en-GB,en;q=0.9');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const englishText = (await pdfText(english.rawPayload)).pages.join('\n');
    for (const shown of [
      'INVOICE',
      invoice.number as string,
      'RM 5.00',
      'Tan Family',
      'CIC Bangsar',
      '59100 Kuala Lumpur',
      'CIC Education',
      'Level 5, Menara CIC, Jalan Ampang',
      'care@cic.example',
    ]) {
      expect(englishText).toContain(shown);
    }

    const malay = await download(admin, url, 'ms-MY,ms;q=0.9');
    expect(malay.statusCode, malay.body).toBe(200);
    const malayText = (await pdfText(malay.rawPayload)).pages.join('\n');
    for (const shown of ['INVOIS', invoice.number as string, 'RM 5.00', 'Keluarga Tan']) {
      expect(malayText).toContain(shown);
    }
    expect(malayText).not.toContain('Tan Family');
    await voidInvoice(invoice.id);
  });

  it('names a draft PROFORMA- and the start of its id', async () => {
    const draft = await convert('proforma');
    const response = await download(admin, `${base}/${draft.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="PROFORMA-${draft.id.slice(0, 8)}.pdf"`,
    );
    expect((await pdfText(response.rawPayload)).pages.join('\n')).toContain('PROFORMA INVOICE');
    await voidInvoice(draft.id);
  });

  it('answers an unknown invoice with the 404 envelope and refuses other roles', async () => {
    expectRefusal(await download(admin, `${base}/00000000-0000-4000-8000-000000000000/pdf`), 404, {
      code: 'NOT_FOUND',
      message: messageText(overtimeInvoiceMessages.notFound),
    });
    const invoice = await convert('proforma');
    const url = `${base}/${invoice.id}/pdf`;
    const parent = (await signInAs(t.ctx, 'parent')).token;
    expect((await download(parent, url)).statusCode).toBe(403);
    const otherAdmin = (await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] })).token;
    expect((await download(otherAdmin, url)).statusCode).toBe(403);
  });
});
