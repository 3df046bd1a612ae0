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

const suffix: Record<InvoiceChange['kind'], string> = {
  issue: 'issue',
  payment: 'payments',
  void: 'void',
  'credit-note': 'credit-notes',
};

/** POST /admin/overtime/invoices/{id}/issue | payments | void | credit-notes. */
export function changeInvoice(invoiceId: string, change: InvoiceChange) {
  return api.post(`${invoicePath(invoiceId)}/${suffix[change.kind]}`, {
    auth: 'staff',
    body: 'body' in change ? change.body : undefined,
  });
}

/** The list's totals and the report's item statuses change too: every invoice query refreshes. */
export function useChangeInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InvoiceChange) => changeInvoice(invoiceId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeInvoicesKey }),
  });
}
