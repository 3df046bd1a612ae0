import { eInvoiceCentreSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreEInvoiceIssuerPath } from './billing-key';
import { showCentre } from './save-centre-e-invoice-issuer';

/** DELETE /admin/billing/e-invoice/centres/{id}/issuer: the centre issues as the organisation again. */
export function useRemoveCentreEInvoiceIssuer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (centreId: string) =>
      api.delete(centreEInvoiceIssuerPath(centreId), { auth: 'staff', schema: eInvoiceCentreSchema }),
    onSuccess: (saved) => showCentre(queryClient, saved),
  });
}
