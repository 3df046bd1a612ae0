import { type EInvoiceCentre, type EInvoiceIssuerBody, eInvoiceCentreSchema } from '@cic/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreEInvoiceIssuerPath } from './billing-key';
import { eInvoiceCentresQueryOptions } from './get-e-invoice-centres';

/** The centres' list with one centre as the server answered it. */
export function showCentre(queryClient: QueryClient, saved: EInvoiceCentre) {
  queryClient.setQueryData(eInvoiceCentresQueryOptions().queryKey, (centres?: EInvoiceCentre[]) =>
    centres?.map((centre) => (centre.id === saved.id ? saved : centre)),
  );
}

/** PUT /admin/billing/e-invoice/centres/{id}/issuer: the centre's own issuer, which the list then shows. */
export function useSaveCentreEInvoiceIssuer(centreId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EInvoiceIssuerBody) =>
      api.put(centreEInvoiceIssuerPath(centreId), { auth: 'staff', body, schema: eInvoiceCentreSchema }),
    onSuccess: (saved) => showCentre(queryClient, saved),
  });
}
