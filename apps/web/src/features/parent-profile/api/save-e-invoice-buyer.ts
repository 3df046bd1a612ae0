import {
  type ParsedEInvoiceBuyerBody,
  savedEInvoiceBuyerSchema,
} from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceBuyerKey } from './get-e-invoice-buyer';

/** PUT /parent/e-invoice-buyer: the server checks a TIN with MyInvois first; answers the saved details. */
export function useSaveEInvoiceBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParsedEInvoiceBuyerBody) =>
      api.put('/parent/e-invoice-buyer', { auth: 'parent', body, schema: savedEInvoiceBuyerSchema }),
    onSuccess: (saved) => queryClient.setQueryData(eInvoiceBuyerKey, saved),
  });
}
