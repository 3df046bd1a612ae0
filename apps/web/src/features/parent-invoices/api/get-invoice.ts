import { parentInvoiceDetailSchema } from '@cic/contract/overtime/parent-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /parent/invoices/{id}: one of the family's invoices with its lines and payments. */
export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: ['parent', 'invoices', invoiceId] as const,
    queryFn: ({ signal }) =>
      api.get(`/parent/invoices/${encodeURIComponent(invoiceId)}`, {
        auth: 'parent',
        schema: parentInvoiceDetailSchema,
        signal,
      }),
  });

export function useInvoice(invoiceId: string) {
  return useQuery(invoiceQueryOptions(invoiceId));
}
