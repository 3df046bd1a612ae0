import { eInvoiceDetailSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceResubmitPath, eInvoicesKey } from './billing-key';
import { eInvoiceQueryOptions } from './get-e-invoice';

/** POST /admin/billing/e-invoices/{id}/resubmit: an Invalid e-invoice, corrected, is built and sent again. */
export function resubmitEInvoice(eInvoiceId: string) {
  return api.post(eInvoiceResubmitPath(eInvoiceId), { auth: 'staff', schema: eInvoiceDetailSchema });
}

/** The detail shows the answer (Pending) at once and follows it; the list and the months refresh. */
export function useResubmitEInvoice(eInvoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resubmitEInvoice(eInvoiceId),
    onSuccess: (answer) => {
      queryClient.setQueryData(eInvoiceQueryOptions(eInvoiceId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: eInvoicesKey });
    },
  });
}
