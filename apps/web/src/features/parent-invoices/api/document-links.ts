import { type CreditNoteRef, getDocumentLink, type ReceiptRef } from '@/lib/document-link';

const invoicePath = (invoiceId: string) => `/parent/invoices/${encodeURIComponent(invoiceId)}`;

/** GET /parent/invoices/{id}/pdf: a signed link to the invoice's PDF in the parent's language. */
export const invoicePdfLink = (invoiceId: string) =>
  getDocumentLink('parent', `${invoicePath(invoiceId)}/pdf`);

/** GET /parent/invoices/{id}/payments/{paymentId}/receipt: a signed link to a payment's receipt. */
export const parentReceiptLink = ({ invoiceId, paymentId }: ReceiptRef) =>
  getDocumentLink('parent', `${invoicePath(invoiceId)}/payments/${encodeURIComponent(paymentId)}/receipt`);

/** GET /parent/invoices/{id}/credit-notes/{creditNoteId}/pdf: a signed link to a credit note's PDF. */
export const parentCreditNoteLink = ({ invoiceId, creditNoteId }: CreditNoteRef) =>
  getDocumentLink('parent', `${invoicePath(invoiceId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`);
