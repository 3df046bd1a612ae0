import { parentInvoicePaymentStartSchema } from '@cic/contract/overtime/parent-invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { invoicesQueryOptions } from './get-invoices';

/**
 * POST /parent/invoices/pay: one bill for several open invoices of one family at one centre (the
 * open one, if those invoices' payment is waiting). A 409 or 404 means they changed since the page
 * was drawn (paid another way, voided): the invoices are read again, so the page shows them as
 * they are now (decision 089).
 */
export function usePayInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceIds: readonly string[]) =>
      api.post('/parent/invoices/pay', {
        auth: 'parent',
        body: { invoiceIds: [...invoiceIds] },
        schema: parentInvoicePaymentStartSchema,
      }),
    onError: (error) => {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return;
      // The list's key also starts every invoice's own.
      void queryClient.invalidateQueries({ queryKey: invoicesQueryOptions().queryKey });
    },
  });
}
