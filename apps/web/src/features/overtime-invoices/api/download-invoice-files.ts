import { useMutation } from '@tanstack/react-query';
import { type CreditNoteRef, getDocumentLink, type ReceiptRef } from '@/lib/document-link';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { filterQuery, type InvoiceFilters } from './get-invoices';
import { invoicePath, invoicesPath } from './invoices-key';

/** GET /admin/overtime/invoices/export with the list's filters in the page's language, saved under the server's file name. */
export async function exportInvoices(filters: InvoiceFilters) {
  const { blob, fileName } = await requestFile(`${invoicesPath}/export`, {
    auth: 'staff',
    query: filterQuery(filters),
    fallbackName: 'overtime-invoices.csv',
  });
  saveFile(blob, fileName);
}

/** GET /admin/overtime/invoices/{id}/pdf in the page's language (decision 070). */
export async function downloadInvoicePdf(invoiceId: string) {
  const { blob, fileName } = await requestFile(`${invoicePath(invoiceId)}/pdf`, {
    auth: 'staff',
    fallbackName: 'invoice.pdf',
  });
  saveFile(blob, fileName);
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}

/** GET /admin/overtime/invoices/{id}/credit-notes/{creditNoteId}/pdf-link: a signed link to a credit note's PDF. */
export const adminCreditNoteLink = ({ invoiceId, creditNoteId }: CreditNoteRef) =>
  getDocumentLink(
    'staff',
    `${invoicePath(invoiceId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf-link`,
  );

/** GET /admin/overtime/invoices/{id}/payments/{paymentId}/receipt: a signed link to a payment's receipt. */
export const adminReceiptLink = ({ invoiceId, paymentId }: ReceiptRef) =>
  getDocumentLink('staff', `${invoicePath(invoiceId)}/payments/${encodeURIComponent(paymentId)}/receipt`);
