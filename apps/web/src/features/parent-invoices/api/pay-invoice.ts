import { parentInvoicePaymentStartSchema } from '@cic/contract/overtime/parent-invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { invoiceQueryOptions } from './get-invoice';
import { invoicesQueryOptions } from './get-invoices';

/**
 * POST /parent/invoices/{id}/pay: the bill for the balance (the open one, if a payment is waiting).
 * A 409 means the invoice changed since the page was drawn (voided, or paid another way): the
 * invoice and the list are read again, so the page shows what it is now (decision 089).
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post(`/parent/invoices/${encodeURIComponent(invoiceId)}/pay`, {
        auth: 'parent',
        schema: parentInvoicePaymentStartSchema,
      }),
    onError: (error, invoiceId) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: invoiceQueryOptions(invoiceId).queryKey });
      void queryClient.invalidateQueries({ queryKey: invoicesQueryOptions().queryKey });
    },
  });
}
