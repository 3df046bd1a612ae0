import { parentInvoiceSchema } from '@cic/contract/overtime/parent-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { invoicesQueryOptions } from './get-invoices';

const pageSize = 100;
const pageSchema = parentInvoiceSchema.array();

/**
 * GET /parent/invoices?open=true, every page: each invoice the family still owes, whichever page
 * of the list it is on (what is paid together). Under the list's key, so whatever refreshes the
 * list refreshes it.
 */
export const openInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...invoicesQueryOptions().queryKey, 'open'] as const,
    queryFn: async ({ signal }) => {
      const invoices = [];
      for (let page = 1; ; page++) {
        const { data, meta } = await request('GET', '/parent/invoices', {
          auth: 'parent',
          query: { page, limit: pageSize, open: 'true' },
          schema: pageSchema,
          signal,
        });
        invoices.push(...data);
        if (data.length < pageSize || invoices.length >= (meta?.total ?? 0)) return invoices;
      }
    },
  });

export function useOpenInvoices() {
  return useQuery(openInvoicesQueryOptions());
}
