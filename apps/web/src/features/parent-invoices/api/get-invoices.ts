import { parentInvoiceSchema } from '@cic/contract/overtime/parent-invoices';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** Invoices a page: a family has a few a month. */
export const invoicesPageSize = 20;
const pageSchema = parentInvoiceSchema.array();

/** GET /parent/invoices?page&limit: the family's issued, part-paid and paid invoices, newest first. */
export const invoicesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['parent', 'invoices'] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await request('GET', '/parent/invoices', {
        auth: 'parent',
        query: { page: pageParam, limit: invoicesPageSize },
        schema: pageSchema,
        signal,
      });
      return { invoices: data, total: meta?.total ?? data.length, page: pageParam };
    },
    getNextPageParam: (last) => (last.page * invoicesPageSize < last.total ? last.page + 1 : undefined),
  });

export function useInvoices() {
  return useInfiniteQuery(invoicesQueryOptions());
}
