import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { creditNote, invoice, line, receipt } from './documents.fixture';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from './index';

/** The page's text with wrapped cells joined: a rate may wrap in its column. */
const oneLine = (text: string) => text.replaceAll('\n', ' ');

describe('renderInvoicePdf', () => {
  it('prints the number, each line and the totals in RM from integer sen, in English', async () => {
    const { pageCount, pages } = await pdfText(await renderInvoicePdf(invoice(), 'en'));
    const text = pages.join('\n');
    expect(pageCount).toBe(1);
    // The rate wraps in its column: 'RM 2.50 per 5 min' over '× 3'.
    expect(oneLine(text)).toContain('RM 2.50 per 5 min × 3');
    expect(oneLine(text)).toContain('RM 1,234.50 per hour × 2');
    for (const words of [
      'INVOICE',
      'INV-2026-000123',
      'Tan Family',
      'CIC Bangsar',
      '26/11/2026',
      '10/12/2026',
      'Partly paid',
      'Tan Mei Ling',
      '02/11/2026',
      '05:30 PM – 05:45 PM',
      '15 min',

      'RM 7.50',
      'RM 2,469.00',
      'RM 2,476.50',
      'RM 1,000.10',
      'RM 1,476.40',
      'Bank transfer',
      'MBB 8812',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('is worded in Bahasa Malaysia for a Malay reader, with the day period in Malay', async () => {
    const { pages } = await pdfText(await renderInvoicePdf(invoice(), 'ms'));
    const text = pages.join('\n');
    expect(oneLine(text)).toContain('RM 2.50 setiap 5 minit × 3');
    expect(oneLine(text)).toContain('RM 1,234.50 sejam × 2');
    for (const words of [
      'INVOIS',
      'Nombor invois',
      'Tarikh dikeluarkan',
      'Tarikh akhir bayaran',
      'Keluarga Tan',
      'Dibayar sebahagian',
      'Anak',
      'Amaun',
      'Jumlah',
      'Baki perlu dibayar',
      '05:30 PTG – 05:45 PTG',
      '15 minit',

      'Pindahan bank',
      'Halaman 1 daripada 1',
      'RM 2,476.50',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/\b(INVOICE|Invoice number|Balance due|Total|Page 1 of)\b/);
  });

  it('breaks 200 lines over pages, repeating the header row and numbering every page', async () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      line(`2026-10-${String((index % 28) + 1).padStart(2, '0')}`, { amountSen: 1 + index }),
    );
    // 1 + 2 + ... + 200 sen, summed as integers.
    const totalSen = many.reduce((sum, item) => sum + item.amountSen, 0);
    const bytes = await renderInvoicePdf(
      invoice({ lines: many, totalSen, paidSen: 0, balanceSen: totalSen, status: 'ISSUED', payments: [] }),
      'en',
    );
    const { pageCount, pages } = await pdfText(bytes);
    const few = await pdfText(await renderInvoicePdf(invoice(), 'en'));
    expect(pageCount).toBeGreaterThan(few.pageCount);
    expect(pageCount).toBeGreaterThanOrEqual(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pageCount}`);
      if (page.includes('Tan Mei Ling')) expect(page).toMatch(/Child\nDate\nTime\nDuration\nRate\nAmount\n/);
    });
    for (const page of pages.slice(1)) expect(page).toContain('INVOICE INV-2026-000123 (continued)');
    const text = pages.join('\n');
    expect(text).toContain('RM 2.00');
    expect(text).toContain(`RM ${(totalSen / 100).toFixed(2)}`);
    expect(text.match(/Tan Mei Ling/g)).toHaveLength(200);
    expect(text).toContain('No payments yet.');
  });

  it('wraps or cuts long names and references so no cell runs into the next', async () => {
    const longName = 'Nur Aisyah Humaira binti Mohd Khairul Anuar Shah Iskandar Zulkarnain Abdullah Sani';
    const longReference = `TRX-${'9'.repeat(120)}`;
    const { pages } = await pdfText(
      await renderInvoicePdf(
        invoice({
          lines: [line('2026-11-02', { childName: longName })],
          totalSen: 750,
          paidSen: 750,
          balanceSen: 0,
          status: 'PAID',
          payments: [{ date: '2026-11-27', method: 'CASH', reference: longReference, amountSen: 750 }],
          family: { namedAfter: 'Mohd Khairul Anuar Shah Iskandar Zulkarnain Abdullah Sani bin Haji' },
        }),
        'en',
      ),
    );
    const text = pages[0] ?? '';
    expect(text).toContain('Nur Aisyah Humaira binti');
    expect(text).not.toContain(longName);
    expect(text).not.toContain(longReference);
    expect(text).toMatch(/TRX-9+…/);
    expect(text).toMatch(/Payment status\s+Paid\b/);
  });

  it('cuts a name pasted as one word thousands of characters long to its two lines', async () => {
    const pasted = 'A'.repeat(5000);
    const { pages } = await pdfText(
      await renderInvoicePdf(invoice({ lines: [line('2026-11-02', { childName: pasted })] }), 'en'),
    );
    const cells = (pages[0] ?? '').split('\n').filter((text) => text.startsWith('AAA'));
    expect(cells).toHaveLength(2);
    expect(cells[1]).toMatch(/^A+…$/);
    expect(cells.join('').length).toBeLessThan(80);
  });

  it('prints a draft as a proforma invoice with no number yet', async () => {
    const draft = invoice({
      status: 'DRAFT',
      invoiceNumber: null,
      issueDate: null,
      dueDate: null,
      paidSen: 0,
      payments: [],
    });
    const english = (await pdfText(await renderInvoicePdf({ ...draft, balanceSen: draft.totalSen }, 'en')))
      .pages[0];
    expect(english).toContain('PROFORMA INVOICE');
    expect(english).toContain('Not yet');
    expect(english).toContain('This proforma invoice is not a request for payment yet.');
    const malay = (await pdfText(await renderInvoicePdf({ ...draft, balanceSen: draft.totalSen }, 'ms')))
      .pages[0];
    expect(malay).toContain('INVOIS PROFORMA');
  });

  it('says a void invoice is void, and prints the rate as its rule states it, or per unit with every decimal', async () => {
    const voided = invoice({
      status: 'VOID',
      paidSen: 0,
      balanceSen: 0,
      payments: [],
      lines: [
        // RM 5.00 per 15 minutes, not 'RM 0.333333 / minute' (issue 39).
        line('2026-11-02', {
          rate: '0.333333',
          duration: 30,
          amountSen: 1000,
          blockDuration: 15,
          blockRateSen: 500,
        }),
        // Edited by hand into a rate no whole block states: per minute, with every decimal.
        line('2026-11-03', {
          rate: '0.333333',
          duration: 20,
          amountSen: 667,
          blockDuration: null,
          blockRateSen: null,
        }),
      ],
    });
    const malay = oneLine((await pdfText(await renderInvoicePdf(voided, 'ms'))).pages[0] ?? '');
    expect(malay).toContain('Invois ini telah dibatalkan dan tidak perlu dibayar.');
    expect(malay).toContain('Dibatalkan');
    expect(malay).toContain('RM 5.00 setiap 15 minit × 2');
    expect(malay).toContain('RM 0.333333 seminit × 20');
    const english = oneLine((await pdfText(await renderInvoicePdf(voided, 'en'))).pages[0] ?? '');
    expect(english).toContain('RM 5.00 per 15 min × 2');
    expect(english).toContain('RM 0.333333 per min × 20');
    expect(english).not.toContain('/ min');
  });

  it('draws names the standard font lacks as ? rather than failing', async () => {
    const { pages } = await pdfText(
      await renderInvoicePdf(invoice({ lines: [line('2026-11-02', { childName: 'Tan 陈美玲' })] }), 'en'),
    );
    expect(pages[0]).toContain('Tan ???');
  });

  it('refuses money that is not whole sen', async () => {
    await expect(renderInvoicePdf(invoice({ totalSen: 2476.5 }), 'en')).rejects.toThrow();
  });
});

describe('renderReceiptPdf', () => {
  it('prints the receipt number, amount, method, invoice total, paid to date, balance and status, in English', async () => {
    const { pageCount, pages } = await pdfText(await renderReceiptPdf(receipt, 'en'));
    expect(pageCount).toBe(1);
    for (const words of [
      'RECEIPT',
      'RCP-2026-000045',
      'INV-2026-000123',
      '27/11/2026',
      'Received from',
      'Tan Family',
      'Amount received',
      'RM 1,000.10',
      'Online payment',
      'bill-8f2k1',
      'Invoice total',
      'RM 2,476.50',
      'Paid to date',
      'Balance after this payment',
      'RM 1,476.40',
      'Payment status',
      'Partly paid',
      'Thank you for your payment.',
      'Page 1 of 1',
    ]) {
      expect(pages[0]).toContain(words);
    }
  });

  it('says what an online payment applied and what it kept as credit', async () => {
    const split = { ...receipt, amountSen: 200, receivedSen: 1200, keptAsCreditSen: 1000 };
    const { pages } = await pdfText(await renderReceiptPdf(split, 'en'));
    for (const words of [
      'Amount received',
      'RM 12.00',
      'Applied to this invoice',
      'RM 2.00',
      'Kept as credit on the family’s account',
      'RM 10.00',
    ]) {
      expect(pages[0]).toContain(words);
    }
    const malay = (await pdfText(await renderReceiptPdf(split, 'ms'))).pages[0];
    expect(malay).toContain('Disimpan sebagai kredit keluarga');
    expect(pages[0]).not.toContain('undefined');
    expect((await pdfText(await renderReceiptPdf(receipt, 'en'))).pages[0]).not.toContain('Kept as credit');
  });

  it('is worded in Bahasa Malaysia for a Malay reader', async () => {
    const { pages } = await pdfText(
      await renderReceiptPdf({ ...receipt, method: 'CHEQUE', reference: null }, 'ms'),
    );
    for (const words of [
      'RESIT',
      'Nombor resit',
      'Diterima daripada',
      'Keluarga Tan',
      'Amaun diterima',
      'Cek',
      'Jumlah invois',
      'Dibayar setakat ini',
      'Baki selepas bayaran ini',
      'Dibayar sebahagian',
      'Terima kasih atas bayaran anda.',
      'Halaman 1 daripada 1',
    ]) {
      expect(pages[0]).toContain(words);
    }
    expect(pages[0]).not.toContain('RECEIPT');
  });
});

describe('credit notes on paper (decision 089)', () => {
  it('prints a credit note: its number and day, the invoice it refunds, the amount, the reason and the heading, in English', async () => {
    const { pageCount, pages } = await pdfText(await renderCreditNotePdf(creditNote, 'en'));
    expect(pageCount).toBe(1);
    for (const words of [
      'CIC Education',
      'Level 5, Menara CIC, Jalan Ampang',
      'CREDIT NOTE',
      'Credit note number',
      'CN-2026-000007',
      'Issue date',
      '28/11/2026',
      'For invoice',
      'INV-2026-000123',
      'Refunded to',
      'Tan Family',
      'CIC Bangsar',
      'Amount refunded',
      'RM 250.05',
      'Reason',
      'The 03/11 pick-up was on time:',
      'Invoice total',
      'RM 2,476.50',
      'Refunded to date',
      'Page 1 of 1',
    ]) {
      expect(pages[0]).toContain(words);
    }
  });

  it('is worded in Bahasa Malaysia, the reason as the admin wrote it', async () => {
    const { pages } = await pdfText(await renderCreditNotePdf(creditNote, 'ms'));
    for (const words of [
      'NOTA KREDIT',
      'Nombor nota kredit',
      'Dipulangkan kepada',
      'Keluarga Tan',
      'Amaun dipulangkan',
      'Sebab',
      'signed the child out',
    ]) {
      expect(pages[0]).toContain(words);
    }
    expect(pages[0]).not.toContain('CREDIT NOTE');
  });

  it('lists the credit notes on the invoice, with what was refunded and its refunded state', async () => {
    const refunded = invoice({
      status: 'REFUNDED',
      paidSen: 247650,
      creditedSen: 247650,
      balanceSen: 0,
      creditNotes: [
        { number: 'CN-2026-000007', date: '2026-11-28', reason: 'Late by mistake', amountSen: 25005 },
        { number: 'CN-2026-000008', date: '2026-11-29', reason: 'Waived this month', amountSen: 222645 },
      ],
    });
    const english = (await pdfText(await renderInvoicePdf(refunded, 'en'))).pages.join('\n');
    for (const words of [
      'Credit notes',
      'CN-2026-000007',
      '28/11/2026',
      'Late by mistake',
      'RM 250.05',
      'CN-2026-000008',
      'RM 2,226.45',
      'Refunded',
    ]) {
      expect(english).toContain(words);
    }
    expect(english).toMatch(/Payment status\s+Refunded\b/);
    const malay = (
      await pdfText(await renderInvoicePdf({ ...refunded, status: 'PARTLY_REFUNDED' }, 'ms'))
    ).pages.join('\n');
    expect(malay).toContain('Nota kredit');
    expect(malay).toContain('Dipulangkan sebahagian');
  });
});
