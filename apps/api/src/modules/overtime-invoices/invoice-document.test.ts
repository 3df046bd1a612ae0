import type { OvertimeInvoiceDetail } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { invoicePdfFileName, toInvoiceDocument } from './invoice-document';

const organisation = { name: 'CIC Education', addressLines: ['Jalan Ampang'], email: 'a@b.c', phone: '1' };

/** A draft for a child with no family: one line, no payments. */
const draft = {
  id: '5f0c2a9e-1b2c-4d3e-8f4a-0123456789ab',
  number: null,
  status: 'DRAFT',
  overdue: false,
  centre: { id: 'c', name: 'CIC Kajang' },
  family: null,
  reportId: null,
  issueDate: null,
  dueDate: null,
  totalSen: 600,
  paidSen: 0,
  creditedSen: 0,
  balanceSen: 600,
  createdAt: '2026-11-20T02:00:00.000Z',
  voidReason: null,
  lines: [
    {
      id: 'l',
      itemId: 'i',
      child: { id: 'k', name: 'Siti Aminah' },
      date: '2026-10-14',
      startTime: '2026-10-14T09:00:00.000Z',
      endTime: '2026-10-14T09:30:00.000Z',
      duration: 30,
      unit: 'MINUTE',
      rate: '0.200000',
      amountSen: 600,
    },
  ],
  payments: [],
  creditNotes: [],
} as OvertimeInvoiceDetail;

describe('the invoice as a document', () => {
  it("names a child billed without a family after the child, and takes the centre's address by line", () => {
    const document = toInvoiceDocument(draft, 'Jalan Reko\r\n43000 Kajang\n', organisation);
    expect(document).toMatchObject({
      family: { namedAfter: 'Siti Aminah' },
      centre: { name: 'CIC Kajang', addressLines: ['Jalan Reko', '43000 Kajang'] },
      invoiceNumber: null,
      lines: [{ childName: 'Siti Aminah', amountSen: 600 }],
    });
    expect(toInvoiceDocument(draft, null, organisation).centre.addressLines).toEqual([]);
  });

  it('names the file after the number, or PROFORMA- and the start of the id for a draft', () => {
    expect(invoicePdfFileName(draft)).toBe('PROFORMA-5f0c2a9e.pdf');
    expect(invoicePdfFileName({ ...draft, number: 'INV-2026-000007' })).toBe('INV-2026-000007.pdf');
  });
});
