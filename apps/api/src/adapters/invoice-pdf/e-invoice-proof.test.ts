import type { EInvoiceProof, Language } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { qrCodesInPdf } from '../../../test/pdf-qr';
import { pdfText } from '../../../test/pdf-text';
import { creditNote, invoice, line, receipt } from './documents.fixture';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from './index';

const uuid = 'F9D425P6DS7D8IU1Q1UV7XJE10';
const link = `https://preprod.myinvois.hasil.gov.my/${uuid}/share/HP0ZJQ8V3K2M5N7R9T1W4Y6A8C0E2G4J6L8N0Q2S`;
/** 16:30 UTC on 30 November is 00:30 on 1 December in Kuala Lumpur. */
const valid: EInvoiceProof = { state: 'VALID', uuid, validatedAt: '2026-11-30T16:30:00Z', link };

/** Each kind of document, drawn with a proof. */
const documents = {
  invoice: (eInvoice: EInvoiceProof | null, language: Language) =>
    renderInvoicePdf(invoice({ eInvoice }), language),
  receipt: (eInvoice: EInvoiceProof | null, language: Language) =>
    renderReceiptPdf({ ...receipt, eInvoice }, language),
  'credit note': (eInvoice: EInvoiceProof | null, language: Language) =>
    renderCreditNotePdf({ ...creditNote, eInvoice }, language),
};

/** The pages' text as one string, wrapped lines run together: the link may break anywhere. */
const joined = (pages: string[]) => pages.join('\n').replaceAll('\n', '');

describe.each(Object.entries(documents))('the e-invoice on the %s', (_, render) => {
  it('draws a validated one as a QR code of its MyInvois page, with its UUID, time and link, in English', async () => {
    const bytes = await render(valid, 'en');
    const { pageCount, pages } = await pdfText(bytes);
    expect(pageCount).toBe(1);
    const text = pages.join('\n');
    expect(text).toContain('e-Invoice validated by LHDN');
    expect(text).toContain(`e-Invoice UUID: ${uuid}`);
    expect(text).toContain('Validated on 01/12/2026 00:30');
    expect(joined(pages)).toContain(link);
    expect(await qrCodesInPdf(bytes)).toEqual([link]);
  });

  it('is worded in Bahasa Malaysia for a Malay reader', async () => {
    const text = (await pdfText(await render(valid, 'ms'))).pages.join('\n');
    expect(text).toContain('e-Invois disahkan oleh LHDN');
    expect(text).toContain(`UUID e-Invois: ${uuid}`);
    expect(text).toContain('Disahkan pada 01/12/2026 00:30');
    expect(text).not.toContain('e-Invoice');
  });

  it('says when it waits for LHDN', async () => {
    const english = (await pdfText(await render({ state: 'PENDING' }, 'en'))).pages[0];
    expect(english).toContain('e-Invoice: pending validation by LHDN');
    expect(english).not.toContain('UUID');
    const malay = (await pdfText(await render({ state: 'PENDING' }, 'ms'))).pages[0];
    expect(malay).toContain('e-Invois: menunggu pengesahan LHDN');
  });

  it("names the month of the consolidated e-invoice it is a line of, and that one's QR code once validated", async () => {
    const month: EInvoiceProof = { state: 'CONSOLIDATED', month: '2026-11' };
    expect((await pdfText(await render(month, 'en'))).pages[0]).toContain(
      'Included in the consolidated e-Invoice for November 2026',
    );
    expect((await pdfText(await render(month, 'ms'))).pages[0]).toContain(
      'Termasuk dalam e-Invois disatukan bagi November 2026',
    );
    const validated = await render({ ...valid, consolidated: true }, 'en');
    const text = (await pdfText(validated)).pages[0];
    expect(text).toContain('Included in the consolidated e-Invoice validated by LHDN');
    expect(text).toContain(`e-Invoice UUID: ${uuid}`);
    expect(await qrCodesInPdf(validated)).toEqual([link]);
    const malay = (await pdfText(await render({ ...valid, consolidated: true }, 'ms'))).pages[0];
    expect(malay).toContain('Termasuk dalam e-Invois disatukan yang disahkan oleh LHDN');
  });

  it('draws nothing of an e-invoice without one', async () => {
    expect((await pdfText(await render(null, 'en'))).pages.join('\n')).not.toMatch(/e-Invoice|LHDN/);
  });
});

describe('the e-invoice on a long invoice', () => {
  /** An invoice of `count` late pick-ups, nothing paid yet, its e-invoice validated. */
  async function longInvoice(count: number) {
    const lines = Array.from({ length: count }, () => line('2026-11-02'));
    const totalSen = lines.reduce((sum, each) => sum + each.amountSen, 0);
    const bytes = await renderInvoicePdf(
      invoice({ lines, totalSen, paidSen: 0, balanceSen: totalSen, payments: [], eInvoice: valid }),
      'en',
    );
    const { pageCount, pages } = await pdfText(bytes);
    return { bytes, pageCount, last: pages.at(-1) ?? '' };
  }

  it('goes below the last content on its page when there is room', async () => {
    // 15 lines leave room for it on the first page; 28 run on to a second, which ends with it.
    const fits = await longInvoice(15);
    expect(fits.pageCount).toBe(1);
    expect(fits.last).toMatch(/No payments yet\.[\s\S]*e-Invoice validated by LHDN/);
    const shared = await longInvoice(28);
    expect(shared.pageCount).toBe(2);
    expect(shared.last).toMatch(/Tan Mei Ling[\s\S]*No payments yet\.[\s\S]*e-Invoice validated by LHDN/);
  });

  it('moves to a page of its own rather than cross the footer, and still reads', async () => {
    // 16 lines fill the first page to just above the footer.
    const pushed = await longInvoice(16);
    expect(pushed.pageCount).toBe(2);
    expect(pushed.last).toContain('e-Invoice validated by LHDN');
    expect(pushed.last).not.toContain('No payments yet.');
    expect(pushed.last).toContain('Page 2 of 2');
    expect(await qrCodesInPdf(pushed.bytes)).toEqual([link]);
  });
});
