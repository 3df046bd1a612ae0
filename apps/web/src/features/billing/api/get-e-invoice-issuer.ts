import { organisationEInvoiceIssuerSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eInvoiceIssuerPath, eInvoiceKey } from './billing-key';

export const eInvoiceIssuerQueryOptions = () =>
  queryOptions({
    queryKey: [...eInvoiceKey, 'issuer'],
    queryFn: ({ signal }) =>
      api.get(eInvoiceIssuerPath, { auth: 'staff', schema: organisationEInvoiceIssuerSchema, signal }),
  });

/** GET /admin/billing/e-invoice/issuer: the organisation's e-invoice issuer, null until it is set. */
export function useEInvoiceIssuer() {
  return useQuery(eInvoiceIssuerQueryOptions());
}
