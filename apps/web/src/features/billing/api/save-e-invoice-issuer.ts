import { type EInvoiceIssuerBody, savedEInvoiceIssuerSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceIssuerPath } from './billing-key';
import { eInvoiceCentresQueryOptions } from './get-e-invoice-centres';
import { eInvoiceIssuerQueryOptions } from './get-e-invoice-issuer';

/**
 * PUT /admin/billing/e-invoice/issuer: answers the issuer as saved; the centres without their own
 * issue as it, so their list is read again.
 */
export function useSaveEInvoiceIssuer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EInvoiceIssuerBody) =>
      api.put(eInvoiceIssuerPath, { auth: 'staff', body, schema: savedEInvoiceIssuerSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(eInvoiceIssuerQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: eInvoiceCentresQueryOptions().queryKey });
    },
  });
}
