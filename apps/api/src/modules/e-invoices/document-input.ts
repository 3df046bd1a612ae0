import {
  calendarMonthBounds,
  classificationCodes,
  documentText,
  type EInvoiceBuyer,
  type EInvoiceInput,
  type EInvoiceIssuer,
  generalPublicTin,
} from '@cic/contract';
import { formatDocumentDate, formatFeeLine } from '../../adapters/invoice-pdf/document-formats';
import { invoiceLineOf } from '../../db/invoice-records';
import type { BuyerRow, EInvoicesRepository } from './repository';

/**
 * What the product's documents become as MyInvois e-invoices (decision 105). The e-invoice is an
 * official document in one language: its descriptions are the English invoice's own words.
 */
const language = 'en';

type InvoiceFacts = NonNullable<Awaited<ReturnType<EInvoicesRepository['invoice']>>>;
type LineFacts = Awaited<ReturnType<EInvoicesRepository['lines']>>[number];

/** A parent who asked for their own e-invoices; one who gave only their MyKad carries the general TIN with it. */
export function buyerOf(row: BuyerRow | null): EInvoiceBuyer {
  if (!row) return { kind: 'GENERAL_PUBLIC' };
  return {
    kind: 'PERSON',
    name: row.name,
    tin: row.tin ?? generalPublicTin,
    idType: row.idType,
    idValue: row.idValue,
    address: row.address,
    phone: row.phone,
    email: row.email,
  };
}

/** A line's description: the child and what the invoice says it charges. */
function lineDescription(line: ReturnType<typeof invoiceLineOf<LineFacts>>): string {
  const charge = line.charge;
  const what =
    charge.kind === 'OVERTIME'
      ? `${documentText('overtimeCharges', language)} ${formatDocumentDate(line.date)}`
      : formatFeeLine(charge, language);
  return `${line.childName}: ${what}`;
}

/**
 * An issued invoice as an e-invoice: its charges as lines (childcare fees, classification 002),
 * its sibling discounts as discounts on the whole, no tax (type 06), its total to the sen.
 */
export function invoiceEInvoice(
  invoice: InvoiceFacts,
  rows: LineFacts[],
  parties: { issuer: EInvoiceIssuer; buyer: EInvoiceBuyer },
  issuedAt: Date,
): EInvoiceInput {
  const shown = rows.map(invoiceLineOf);
  const charges = shown.filter((line) => line.amountSen >= 0);
  const discounts = shown.filter((line) => line.amountSen < 0);
  return {
    type: 'INVOICE',
    number: invoice.number ?? '',
    issuedAt: issuedAt.toISOString(),
    ...parties,
    lines: charges.map((line) => ({
      description: lineDescription(line),
      quantity: '1',
      unitPriceSen: line.amountSen,
      amountSen: line.amountSen,
      classification: classificationCodes.CHILDCARE_FEES,
    })),
    discounts: discounts.map((line) => ({ reason: lineDescription(line), amountSen: -line.amountSen })),
    totalSen: invoice.totalSen,
    billingPeriod: invoice.periodMonth
      ? { start: invoice.periodMonth, end: calendarMonthBounds(invoice.periodMonth).last }
      : null,
  };
}

/** A credit or refund note of one line, adjusting an earlier e-invoice by `amountSen`. */
export function adjustingEInvoice(input: {
  type: 'CREDIT_NOTE' | 'REFUND_NOTE';
  number: string;
  description: string;
  amountSen: number;
  original: { uuid: string; number: string };
  parties: { issuer: EInvoiceIssuer; buyer: EInvoiceBuyer };
  issuedAt: Date;
}): EInvoiceInput {
  return {
    type: input.type,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    ...input.parties,
    lines: [
      {
        description: input.description,
        quantity: '1',
        unitPriceSen: input.amountSen,
        amountSen: input.amountSen,
        classification: classificationCodes.CHILDCARE_FEES,
      },
    ],
    totalSen: input.amountSen,
    original: input.original,
  };
}
