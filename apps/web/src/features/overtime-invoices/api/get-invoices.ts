import { type OvertimeInvoiceStatus, overtimeInvoicePageSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPageOf } from '@/lib/request-page';
import { invoicesPath, overtimeInvoicesKey } from './invoices-key';

/** The list's search and filters, as the address bar keeps them. */
export type InvoiceFilters = {
  search?: string | undefined;
  centerId?: string | undefined;
  status?: OvertimeInvoiceStatus | undefined;
  overdue?: boolean;
};
export type InvoiceListQuery = InvoiceFilters & { page: number; limit: number };

/** The filters as the API's query (`overdue=true` only when asked). */
export const filterQuery = (filters: InvoiceFilters) => ({
  search: filters.search,
  centerId: filters.centerId,
  status: filters.status,
  overdue: filters.overdue ? 'true' : undefined,
});

/** GET /admin/overtime/invoices: a page of invoices, the paging meta and the matching totals. */
export async function getInvoices(query: InvoiceListQuery, signal?: AbortSignal) {
  const { data, items, meta } = await requestPageOf(
    invoicesPath,
    { ...filterQuery(query), page: query.page, limit: query.limit },
    overtimeInvoicePageSchema,
    (answer) => answer.invoices,
    signal,
  );
  return { items, totals: data.totals, meta };
}

export const invoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...overtimeInvoicesKey, 'list', query] as const,
    queryFn: ({ signal }) => getInvoices(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useInvoices(query: InvoiceListQuery) {
  return useQuery({ ...invoicesQueryOptions(query), placeholderData: keepPreviousData });
}
