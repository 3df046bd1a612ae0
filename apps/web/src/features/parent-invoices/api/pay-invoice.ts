import { parentInvoicePaymentStartSchema } from '@cic/contract/overtime/parent-invoices';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /parent/invoices/{id}/pay: the bill for the balance (the open one, if a payment is waiting). */
export function usePayInvoice() {
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post(`/parent/invoices/${encodeURIComponent(invoiceId)}/pay`, {
        auth: 'parent',
        schema: parentInvoicePaymentStartSchema,
      }),
  });
}
