import type { IssueCreditNote, RecordInvoicePayment, VoidInvoice } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicePath, overtimeInvoicesKey } from './invoices-key';

/** The changes the detail page makes to one invoice: each answers the invoice as it now stands. */
export type InvoiceChange =
  | { kind: 'issue' }
  | { kind: 'payment'; body: RecordInvoicePayment }
  | { kind: 'void'; body: VoidInvoice }
  | { kind: 'credit-note'; body: IssueCreditNote };

/** POST /admin/overtime/invoices/{id}/issue | payments | void | credit-notes, each with its own body. */
export function changeInvoice(invoiceId: string, change: InvoiceChange) {
  switch (change.kind) {
    case 'issue':
      return api.post(`${invoicePath(invoiceId)}/issue`, { auth: 'staff' });
    case 'payment':
      return api.post(`${invoicePath(invoiceId)}/payments`, { auth: 'staff', body: change.body });
    case 'void':
      return api.post(`${invoicePath(invoiceId)}/void`, { auth: 'staff', body: change.body });
    case 'credit-note':
      return api.post(`${invoicePath(invoiceId)}/credit-notes`, { auth: 'staff', body: change.body });
  }
}

/** The list's totals and the report's item statuses change too: every invoice query refreshes. */
export function useChangeInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InvoiceChange) => changeInvoice(invoiceId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeInvoicesKey }),
  });
}
