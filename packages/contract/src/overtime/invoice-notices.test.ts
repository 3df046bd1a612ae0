import { describe, expect, it } from 'vitest';
import { creditNoteNotice, invoiceIssuedNotice, invoiceVoidedNotice, receiptMail } from './invoice-notices';
import { receiptNumberOf } from './overtime-invoices';

const issued = {
  invoiceNumber: 'INV-2026-000123',
  familyNamedAfter: 'Tan',
  centreName: 'CIC Bangsar',
  totalSen: 123405,
  dueDate: '2026-12-04',
  link: 'https://cic.example/parent/payments/4f1c',
};

describe('invoiceIssuedNotice', () => {
  it('says the number, the amount in RM to the sen, the due date and the link, in English', () => {
    const notice = invoiceIssuedNotice(issued, 'en');
    expect(notice.title).toBe('Invoice INV-2026-000123: RM 1,234.05 due by 04/12/2026');
    expect(notice.text).toBe(
      [
        'CIC Education has issued invoice INV-2026-000123 to Tan Family for overtime at CIC Bangsar.',
        '',
        'Amount: RM 1,234.05',
        'Due date: 04/12/2026',
        '',
        'View and pay it in CIC Connect: https://cic.example/parent/payments/4f1c',
      ].join('\n'),
    );
    expect(notice.shortText).toBe('RM 1,234.05 for overtime at CIC Bangsar, due by 04/12/2026.');
    expect(notice.link).toBe(issued.link);
  });

  it('is worded in Bahasa Malaysia for a Malay reader', () => {
    const notice = invoiceIssuedNotice(issued, 'ms');
    expect(notice.title).toBe('Invois INV-2026-000123: RM 1,234.05 perlu dibayar sebelum 04/12/2026');
    expect(notice.text).toContain('kepada Keluarga Tan');
    expect(notice.text).toContain('Tarikh akhir bayaran: 04/12/2026');
    expect(notice.text).not.toContain('Due date');
  });
});

describe('receiptMail', () => {
  const paid = {
    receiptNumber: 'RCP-2026-000123-2',
    invoiceNumber: 'INV-2026-000123',
    amountSen: 500,
    receivedSen: 500,
    keptAsCreditSen: 0,
    paymentDate: '2026-11-20',
    balanceAfterSen: 1,
    link: issued.link,
  };

  it('says what was received and what is still due, and that the receipt is attached', () => {
    const mail = receiptMail(paid, 'en');
    expect(mail.title).toBe('Receipt RCP-2026-000123-2 for invoice INV-2026-000123');
    expect(mail.text).toContain('CIC Education received RM 5.00 for invoice INV-2026-000123 on 20/11/2026.');
    expect(mail.text).toContain('Balance still due: RM 0.01');
    expect(mail.text).toContain('Your receipt RCP-2026-000123-2 is attached to this e-mail.');
    expect(mail.text.endsWith(issued.link)).toBe(true);
  });

  it('says a settled invoice is paid in full, in Malay too', () => {
    expect(receiptMail({ ...paid, balanceAfterSen: 0 }, 'en').text).toContain(
      'The invoice is now paid in full.',
    );
    const malay = receiptMail({ ...paid, balanceAfterSen: 0 }, 'ms');
    expect(malay.title).toBe('Resit RCP-2026-000123-2 untuk invois INV-2026-000123');
    expect(malay.text).toContain('Invois ini kini telah dibayar penuh.');
  });
});

describe('receiptMail of an online payment partly kept as credit', () => {
  it('says what was received, what the invoice took and what was kept, in both languages', () => {
    const split = {
      receiptNumber: 'RCP-2026-000123-2',
      invoiceNumber: 'INV-2026-000123',
      amountSen: 200,
      receivedSen: 1200,
      keptAsCreditSen: 1000,
      paymentDate: '2026-11-20',
      balanceAfterSen: 0,
      link: issued.link,
    };
    const mail = receiptMail(split, 'en');
    expect(mail.text).toContain('CIC Education received RM 12.00 for invoice INV-2026-000123 on 20/11/2026.');
    expect(mail.text).toContain(
      'RM 2.00 was applied to invoice INV-2026-000123 and RM 10.00 was kept as credit on your family’s account.',
    );
    expect(receiptMail(split, 'ms').text).toContain(
      'RM 2.00 telah digunakan untuk invois INV-2026-000123 dan RM 10.00 disimpan sebagai kredit dalam akaun keluarga anda.',
    );
    expect(receiptMail({ ...split, keptAsCreditSen: 0 }, 'en').text).not.toContain('kept as credit');
  });
});

describe('receiptNumberOf', () => {
  it("numbers an invoice's payments from 1 after the invoice's own number", () => {
    expect(receiptNumberOf('INV-2026-000123', 1)).toBe('RCP-2026-000123-1');
    expect(receiptNumberOf('INV-2027-000001', 12)).toBe('RCP-2027-000001-12');
  });
});

describe('creditNoteNotice', () => {
  const refund = {
    creditNoteNumber: 'CN-2026-000007',
    invoiceNumber: 'INV-2026-000123',
    familyNamedAfter: 'Tan',
    centreName: 'CIC Bangsar',
    amountSen: 250,
    reason: 'Pick-up was on time',
    link: issued.link,
  };

  it('says the credit note, the amount refunded, the invoice, the reason as written and the link', () => {
    const notice = creditNoteNotice(refund, 'en');
    expect(notice.title).toBe('Credit note CN-2026-000007: RM 2.50 refunded for invoice INV-2026-000123');
    expect(notice.text).toBe(
      [
        'CIC Education has refunded RM 2.50 of what Tan Family paid for invoice INV-2026-000123 at CIC Bangsar.',
        'Reason: Pick-up was on time',
        'Your credit note CN-2026-000007 is attached to this e-mail.',
        '',
        'View the invoice in CIC Connect: https://cic.example/parent/payments/4f1c',
      ].join('\n'),
    );
    expect(notice.shortText).toBe('RM 2.50 refunded for invoice INV-2026-000123: Pick-up was on time');
  });

  it('is worded in Bahasa Malaysia, the reason kept as the admin wrote it', () => {
    const notice = creditNoteNotice(refund, 'ms');
    expect(notice.title).toBe('Nota kredit CN-2026-000007: RM 2.50 dipulangkan untuk invois INV-2026-000123');
    expect(notice.text).toContain('bayaran Keluarga Tan');
    expect(notice.text).toContain('Sebab: Pick-up was on time');
  });
});

describe('invoiceVoidedNotice', () => {
  const voided = {
    invoiceNumber: 'INV-2026-000123',
    familyNamedAfter: 'Tan',
    centreName: 'CIC Bangsar',
    reason: 'Charged twice',
    link: issued.link,
  };

  it("says the invoice was voided, that it is not to be paid, and the admin's reason, in each language", () => {
    const english = invoiceVoidedNotice(voided, 'en');
    expect(english.title).toBe('Invoice INV-2026-000123 was voided');
    expect(english.text).toContain('It is no longer to be paid.');
    expect(english.text).toContain('Reason: Charged twice');
    expect(english.shortText).toBe('Invoice INV-2026-000123 at CIC Bangsar was voided: Charged twice');
    const malay = invoiceVoidedNotice(voided, 'ms');
    expect(malay.title).toBe('Invois INV-2026-000123 telah dibatalkan');
    expect(malay.text).toContain('Sebab: Charged twice');
  });
});
