import { documentWords } from '../messages/document-text';
import type { EInvoiceSource, EInvoiceStatus } from './e-invoice-office';

/**
 * An e-invoice's status in a language, one word each in the CSV and on the page (decision 094):
 * the page's catalogue holds the same words, checked by a test.
 */
export const eInvoiceStatusText = documentWords<EInvoiceStatus>({
  PENDING: 'eInvoiceStatusPending',
  SUBMITTED: 'eInvoiceStatusSubmitted',
  VALID: 'eInvoiceStatusValid',
  INVALID: 'eInvoiceStatusInvalid',
  CANCELLED: 'eInvoiceStatusCancelled',
});

/** What an e-invoice stands for, in a language: Invoice, Credit note for a void, Refund note, Consolidated. */
export const eInvoiceSourceText = documentWords<EInvoiceSource>({
  INVOICE: 'eInvoiceSourceInvoice',
  VOID_CREDIT_NOTE: 'eInvoiceSourceVoidCreditNote',
  REFUND: 'eInvoiceSourceRefund',
  CONSOLIDATED: 'eInvoiceSourceConsolidated',
});
