import { documentLinkSchema } from '@cic/contract/overtime/overtime-invoices';
import { api } from '@/lib/api-client';

/** GET /parent/invoices/{id}/pdf: a signed link to the invoice's PDF in the parent's language. */
export const invoicePdfLink = (invoiceId: string) =>
  api.get(`/parent/invoices/${encodeURIComponent(invoiceId)}/pdf`, {
    auth: 'parent',
    schema: documentLinkSchema,
  });

/** GET /parent/invoices/{id}/payments/{paymentId}/receipt: a signed link to a payment's receipt. */
export const parentReceiptLink = ({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) =>
  api.get(
    `/parent/invoices/${encodeURIComponent(invoiceId)}/payments/${encodeURIComponent(paymentId)}/receipt`,
    { auth: 'parent', schema: documentLinkSchema },
  );

/** GET /parent/invoices/{id}/credit-notes/{creditNoteId}/pdf: a signed link to a credit note's PDF. */
export const parentCreditNoteLink = ({
  invoiceId,
  creditNoteId,
}: {
  invoiceId: string;
  creditNoteId: string;
}) =>
  api.get(
    `/parent/invoices/${encodeURIComponent(invoiceId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`,
    { auth: 'parent', schema: documentLinkSchema },
  );
