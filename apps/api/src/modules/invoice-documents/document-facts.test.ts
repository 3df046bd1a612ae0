import { describe, expect, it } from 'vitest';
import { noFeeFacts } from '../../shared/fee-line-facts';
import {
  invoicePdfFileName,
  toCreditNoteDocument,
  toInvoiceDocument,
  toReceiptDocument,
} from './document-facts';
import type { InvoiceCreditNoteRow, InvoiceHead, InvoicePaymentRow } from './repository';

const organisation = { name: 'CIC Education', addressLines: ['Jalan Ampang'], email: 'a@b.c', phone: '1' };

/** A draft for a child with no family. */
const draft: InvoiceHead = {
  id: '5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab',
  number: null,
  status: 'DRAFT',
  issueDate: null,
  dueDate: null,
  totalSen: 600,
  paidSen: 0,
  creditedSen: 0,
  voidReason: null,
  familyId: null,
  familyNamedAfter: null,
  centreName: 'CIC Kajang',
  centreAddress: 'Jalan Reko\r\n43000 Kajang\n',
  periodMonth: null,
};
const line = {
  childName: 'Siti Aminah',
  date: '2026-10-14',
  kind: 'OVERTIME' as const,
  ...noFeeFacts,
  startTime: new Date('2026-10-14T09:00:00.000Z'),
  endTime: new Date('2026-10-14T09:30:00.000Z'),
  duration: 30,
  unit: 'MINUTE' as const,
  rate: '0.200000',
  amountSen: 600,
  blockDuration: 5,
  blockRateSen: 100,
};

describe('the invoice as a document', () => {
  it("names no family for a child billed without one, as the pages do, and takes the centre's address by line", () => {
    const document = toInvoiceDocument(draft, [line], [], [], organisation);
    expect(document).toMatchObject({
      family: { namedAfter: null },
      centre: { name: 'CIC Kajang', addressLines: ['Jalan Reko', '43000 Kajang'] },
      invoiceNumber: null,
      lines: [
        { childName: 'Siti Aminah', amountSen: 600, charge: { startTime: '2026-10-14T09:00:00.000Z' } },
      ],
      balanceSen: 600,
    });
    expect(
      toInvoiceDocument({ ...draft, centreAddress: null }, [line], [], [], organisation).centre.addressLines,
    ).toEqual([]);
  });

  it('names the file after the number, or PROFORMA- and the start of the id for a draft', () => {
    expect(invoicePdfFileName(draft)).toBe('PROFORMA-5f0c2a9e.pdf');
    expect(invoicePdfFileName({ ...draft, number: 'INV-2026-000007' })).toBe('INV-2026-000007.pdf');
  });
});

describe('the receipt of a payment as a document', () => {
  const issued = {
    ...draft,
    number: 'INV-2026-000007',
    status: 'PAID' as const,
    totalSen: 1001,
    paidSen: 1001,
    familyNamedAfter: 'Tan',
  };
  const payments: InvoicePaymentRow[] = [
    { id: 'p1', method: 'CASH', reference: '', paidOn: '2026-11-18', amountSen: 333 },
    { id: 'p2', method: 'BANK_TRANSFER', reference: 'MBB 1', paidOn: '2026-11-19', amountSen: 667 },
    { id: 'p3', method: 'CHEQUE', reference: 'CHQ 9', paidOn: '2026-11-20', amountSen: 1 },
  ];

  it('numbers it by its place among the payments and shows the invoice as it stood right after it', () => {
    expect(toReceiptDocument(issued, payments, 'p2', organisation)).toMatchObject({
      receiptNumber: 'RCP-2026-000007-2',
      invoiceNumber: 'INV-2026-000007',
      family: { namedAfter: 'Tan' },
      paymentDate: '2026-11-19',
      method: 'BANK_TRANSFER',
      reference: 'MBB 1',
      amountSen: 667,
      invoiceTotalSen: 1001,
      paidToDateSen: 1000,
      balanceAfterSen: 1,
      status: 'PARTLY_PAID',
    });
    expect(toReceiptDocument(issued, payments, 'p3', organisation)).toMatchObject({
      receiptNumber: 'RCP-2026-000007-3',
      paidToDateSen: 1001,
      balanceAfterSen: 0,
      status: 'PAID',
    });
    expect(toReceiptDocument(issued, payments, 'p1', organisation)?.reference).toBeNull();
  });

  it('has none for a payment of another invoice', () => {
    expect(toReceiptDocument(issued, payments, 'elsewhere', organisation)).toBeNull();
  });
});

describe('credit notes as documents', () => {
  const paid = {
    ...draft,
    number: 'INV-2026-000009',
    status: 'PAID' as const,
    issueDate: '2026-11-02',
    dueDate: '2026-11-16',
    totalSen: 1200,
    paidSen: 1200,
    creditedSen: 1200,
    familyNamedAfter: 'Tan',
  };
  const notes: InvoiceCreditNoteRow[] = [
    { id: 'c1', number: 'CN-2026-000001', issueDate: '2026-11-20', amountSen: 200, reason: 'Late by error' },
    { id: 'c2', number: 'CN-2026-000002', issueDate: '2026-11-21', amountSen: 1000, reason: 'Waived' },
  ];

  it('lists them on the invoice, which reads REFUNDED once everything paid was refunded', () => {
    const document = toInvoiceDocument(paid, [line], [], notes, organisation);
    expect(document.status).toBe('REFUNDED');
    expect(document.creditedSen).toBe(1200);
    expect(document.creditNotes).toEqual([
      { number: 'CN-2026-000001', date: '2026-11-20', reason: 'Late by error', amountSen: 200 },
      { number: 'CN-2026-000002', date: '2026-11-21', reason: 'Waived', amountSen: 1000 },
    ]);
    expect(
      toInvoiceDocument({ ...paid, creditedSen: 200 }, [line], [], notes.slice(0, 1), organisation).status,
    ).toBe('PARTLY_REFUNDED');
  });

  it('gives each its own facts: number, day, the invoice, amount, reason and what was refunded up to it', () => {
    expect(toCreditNoteDocument(paid, notes, 'c1', organisation)).toMatchObject({
      creditNoteNumber: 'CN-2026-000001',
      issueDate: '2026-11-20',
      invoiceNumber: 'INV-2026-000009',
      family: { namedAfter: 'Tan' },
      amountSen: 200,
      reason: 'Late by error',
      invoiceTotalSen: 1200,
      paidSen: 1200,
      refundedToDateSen: 200,
    });
    expect(toCreditNoteDocument(paid, notes, 'c2', organisation)?.refundedToDateSen).toBe(1200);
    expect(toCreditNoteDocument(paid, notes, 'elsewhere', organisation)).toBeNull();
  });
});
