import { documentLinkSchema } from '@cic/contract/overtime/overtime-invoices';
import { type ApiAuth, api } from './api-client';

/** A payment's receipt, or a credit note, of an invoice. */
export type ReceiptRef = { invoiceId: string; paymentId: string };
export type CreditNoteRef = { invoiceId: string; creditNoteId: string };

/**
 * GET a short-lived signed link to one of an invoice's PDFs in the reader's language (decision
 * 073), as the admin or the parent; `path` has its ids encoded. `useOpenDocument` goes to it.
 */
export function getDocumentLink(auth: Exclude<ApiAuth, 'none'>, path: string) {
  return api.get(path, { auth, schema: documentLinkSchema });
}
