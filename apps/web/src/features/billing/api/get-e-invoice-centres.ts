import { eInvoiceCentreSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceCentresPath, eInvoiceKey } from './billing-key';

export const eInvoiceCentresQueryOptions = () =>
  queryOptions({
    queryKey: [...eInvoiceKey, 'centres'],
    queryFn: ({ signal }) =>
      api.get(eInvoiceCentresPath, { auth: 'staff', schema: eInvoiceCentreSchema.array(), signal }),
  });

/** GET /admin/billing/e-invoice/centres: every centre by name, with its own issuer or the organisation's. */
export function useEInvoiceCentres() {
  return useQuery(eInvoiceCentresQueryOptions());
}
