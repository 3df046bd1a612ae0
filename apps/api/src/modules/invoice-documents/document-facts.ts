import {
  type CreditNoteDocument,
  type DocumentCentre,
  type DocumentOrganisation,
  type InvoiceDocument,
  invoiceBalanceSen,
  invoiceStateOf,
  organisationName,
  paidStatus,
  type ReceiptDocument,
  receiptNumberOf,
} from '@cic/contract';
import type { AppConfig } from '../../config';
import { invoiceLineOf } from '../../db/invoice-records';
import type {
  InvoiceCreditNoteRow,
  InvoiceHead,
  InvoiceLineRow,
  InvoicePaymentRow,
  InvoiceReceiptRow,
} from './repository';

/** Who sends invoices: the organisation's name, its configured address and contact (decision 006). */
export function documentOrganisation(
  config: Pick<AppConfig, 'contact' | 'organisation'>,
): DocumentOrganisation {
  return {
    name: organisationName,
    addressLines: config.organisation.addressLines,
    email: config.contact.email,
    phone: config.contact.hqPhone,
  };
}

/** A centre's address is one free text; its line breaks, if any, are the document's lines. */
export function documentCentre(head: Pick<InvoiceHead, 'centreName' | 'centreAddress'>): DocumentCentre {
  const addressLines = (head.centreAddress ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { name: head.centreName, addressLines };
}

/** Whom the document names: the family, or no family for a child billed alone, as the pages say it (decision 094). */
const documentFamily = (head: InvoiceHead) => ({ namedAfter: head.familyNamedAfter });

/** The facts an invoice PDF prints (decision 069), its credit notes and refunded state too (decision 089). */
export function toInvoiceDocument(
  head: InvoiceHead,
  lines: readonly InvoiceLineRow[],
  payments: readonly InvoicePaymentRow[],
  creditNotes: readonly InvoiceCreditNoteRow[],
  organisation: DocumentOrganisation,
): InvoiceDocument {
  return {
    organisation,
    centre: documentCentre(head),
    family: documentFamily(head),
    invoiceNumber: head.number,
    issueDate: head.issueDate,
    dueDate: head.dueDate,
    status: invoiceStateOf(head),
    lines: lines.map(invoiceLineOf),
    totalSen: head.totalSen,
    paidSen: head.paidSen,
    creditedSen: head.creditedSen,
    balanceSen: invoiceBalanceSen(head),
    payments: payments.map((payment) => ({
      date: payment.paidOn,
      method: payment.method,
      reference: payment.reference || null,
      amountSen: payment.amountSen,
    })),
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      date: note.issueDate,
      reason: note.reason,
      amountSen: note.amountSen,
    })),
  };
}

/**
 * The facts of one credit note (decision 089), with the invoice's refunded sum as it stood right
 * after it, so a credit note drawn later says the same. Null when it is not one of the invoice's.
 */
export function toCreditNoteDocument(
  head: InvoiceHead & { number: string },
  creditNotes: readonly InvoiceCreditNoteRow[],
  creditNoteId: string,
  organisation: DocumentOrganisation,
): CreditNoteDocument | null {
  const place = creditNotes.findIndex((note) => note.id === creditNoteId);
  const note = creditNotes[place];
  if (!note) return null;
  return {
    organisation,
    centre: documentCentre(head),
    family: documentFamily(head),
    creditNoteNumber: note.number,
    issueDate: note.issueDate,
    invoiceNumber: head.number,
    amountSen: note.amountSen,
    reason: note.reason,
    invoiceTotalSen: head.totalSen,
    paidSen: head.paidSen,
    refundedToDateSen: creditNotes.slice(0, place + 1).reduce((sum, each) => sum + each.amountSen, 0),
  };
}

/**
 * The facts of the receipt of one payment (decision 073): numbered by its place among the
 * invoice's payments, with the invoice as it stood right after it (paid to date, balance, status).
 * An online payment kept partly or wholly as credit says what was applied and what was kept
 * (decision 088). Null when the payment is not one of the invoice's.
 */
export function toReceiptDocument(
  head: InvoiceHead & { number: string },
  payments: readonly (InvoicePaymentRow & Partial<Pick<InvoiceReceiptRow, 'keptAsCreditSen'>>)[],
  paymentId: string,
  organisation: DocumentOrganisation,
): ReceiptDocument | null {
  const place = payments.findIndex((payment) => payment.id === paymentId);
  const payment = payments[place];
  if (!payment) return null;
  const paidToDateSen = payments.slice(0, place + 1).reduce((sum, each) => sum + each.amountSen, 0);
  return {
    organisation,
    centre: documentCentre(head),
    family: documentFamily(head),
    receiptNumber: receiptNumberOf(head.number, place + 1),
    invoiceNumber: head.number,
    paymentDate: payment.paidOn,
    method: payment.method,
    reference: payment.reference || null,
    amountSen: payment.amountSen,
    receivedSen: payment.amountSen + (payment.keptAsCreditSen ?? 0),
    keptAsCreditSen: payment.keptAsCreditSen ?? 0,
    invoiceTotalSen: head.totalSen,
    paidToDateSen,
    balanceAfterSen: head.totalSen - paidToDateSen,
    status: paidStatus(head.totalSen, paidToDateSen),
  };
}

/** The download's name: the invoice's number, or PROFORMA- and the first part of its id while a draft. */
export const invoicePdfFileName = (head: Pick<InvoiceHead, 'id' | 'number'>) =>
  `${head.number ?? `PROFORMA-${head.id.slice(0, 8)}`}.pdf`;
