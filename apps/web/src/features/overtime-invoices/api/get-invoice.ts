import { overtimeInvoiceDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicePath, overtimeInvoicesKey } from './invoices-key';

/** GET /admin/overtime/invoices/{id}: the invoice with its lines, payments and credit notes. */
export function getInvoice(invoiceId: string, signal?: AbortSignal) {
  return api.get(invoicePath(invoiceId), { auth: 'staff', schema: overtimeInvoiceDetailSchema, signal });
}

export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: [...overtimeInvoicesKey, 'detail', invoiceId] as const,
    queryFn: ({ signal }) => getInvoice(invoiceId, signal),
  });

export function useInvoice(invoiceId: string) {
  return useQuery(invoiceQueryOptions(invoiceId));
}
