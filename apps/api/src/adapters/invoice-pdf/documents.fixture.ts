import type {
  CreditNoteDocument,
  InvoiceDocument,
  InvoiceDocumentLine,
  OvertimeLineCharge,
  ReceiptDocument,
} from '@cic/contract';

/** The facts the PDF tests draw: an invoice of two late pick-ups, a receipt of its first payment, a credit note. */

export const organisation = {
  name: 'CIC Education',
  addressLines: ['Level 5, Menara CIC, Jalan Ampang', '50450 Kuala Lumpur'],
  email: 'care@cic.example',
  phone: '+60 3-1234 5678',
};
export const centre = {
  name: 'CIC Bangsar',
  addressLines: ['12 Jalan Telawi 3, Bangsar Baru', '59100 Kuala Lumpur'],
};

/** Who every document is from and for, and the invoice it is or refers to. */
const heading = { organisation, centre, family: { namedAfter: 'Tan' }, invoiceNumber: 'INV-2026-000123' };

type OvertimeLineFacts = Omit<OvertimeLineCharge, 'kind'> & { childName: string; amountSen: number };

/** An overtime block: 17:30 to 17:45 Kuala Lumpur time (09:30 to 09:45 UTC) on the day. */
export function line(day: string, overrides: Partial<OvertimeLineFacts> = {}): InvoiceDocumentLine {
  const { childName, amountSen, ...charge } = {
    childName: 'Tan Mei Ling',
    startTime: `${day}T09:30:00.000Z`,
    endTime: `${day}T09:45:00.000Z`,
    duration: 15,
    unit: 'MINUTE' as const,
    rate: '0.500000',
    amountSen: 750,
    blockDuration: 5,
    blockRateSen: 250,
    ...overrides,
  };
  return { childName, date: day, amountSen, charge: { kind: 'OVERTIME', ...charge } };
}

export function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [
    line('2026-11-02'),
    line('2026-11-03', {
      childName: 'Tan Wei Jie',
      duration: 2,
      unit: 'HOUR',
      rate: '1234.500000',
      amountSen: 246900,
      blockDuration: 1,
      blockRateSen: 123450,
    }),
  ];
  return {
    ...heading,
    issueDate: '2026-11-26',
    dueDate: '2026-12-10',
    status: 'PARTLY_PAID',
    lines,
    totalSen: 247650,
    paidSen: 100010,
    creditedSen: 0,
    balanceSen: 147640,
    payments: [{ date: '2026-11-27', method: 'BANK_TRANSFER', reference: 'MBB 8812', amountSen: 100010 }],
    creditNotes: [],
    ...overrides,
  };
}

export const receipt: ReceiptDocument = {
  ...heading,
  receiptNumber: 'RCP-2026-000045',
  paymentDate: '2026-11-27',
  method: 'ONLINE',
  reference: 'bill-8f2k1',
  amountSen: 100010,
  receivedSen: 100010,
  keptAsCreditSen: 0,
  invoiceTotalSen: 247650,
  paidToDateSen: 100010,
  balanceAfterSen: 147640,
  status: 'PARTLY_PAID',
};

export const creditNote: CreditNoteDocument = {
  ...heading,
  creditNoteNumber: 'CN-2026-000007',
  issueDate: '2026-11-28',
  amountSen: 25005,
  reason: 'The 03/11 pick-up was on time: the teacher signed the child out late by mistake.',
  invoiceTotalSen: 247650,
  paidSen: 247650,
  refundedToDateSen: 25005,
};
