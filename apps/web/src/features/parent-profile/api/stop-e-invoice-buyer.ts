import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceBuyerKey } from './get-e-invoice-buyer';

/** DELETE /parent/e-invoice-buyer: the parent's receipts go into the consolidated e-invoice again. */
export function useStopEInvoiceBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/parent/e-invoice-buyer', { auth: 'parent' }),
    onSuccess: () => queryClient.setQueryData(eInvoiceBuyerKey, null),
  });
}
