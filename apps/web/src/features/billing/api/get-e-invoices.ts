import { type EInvoiceSource, type EInvoiceStatus, eInvoiceRowSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { eInvoicesKey, eInvoicesPath } from './billing-key';

/** The e-Invoices page's filters, as the address bar keeps them. */
export type EInvoiceFilters = {
  status?: EInvoiceStatus | undefined;
  source?: EInvoiceSource | undefined;
  /** The Kuala Lumpur month issued in, 'yyyy-MM'. */
  month?: string | undefined;
  search?: string | undefined;
};
export type EInvoiceListQuery = EInvoiceFilters & { page: number; limit: number };

const eInvoiceListSchema = z.array(eInvoiceRowSchema);

/** GET /admin/billing/e-invoices?status&source&month&search&page&limit: the e-invoices, newest first. */
export function getEInvoices(query: EInvoiceListQuery, signal?: AbortSignal) {
  return requestPage(eInvoicesPath, query, eInvoiceListSchema, signal);
}

export const eInvoicesQueryOptions = (query: EInvoiceListQuery) =>
  queryOptions({
    queryKey: [...eInvoicesKey, 'list', query] as const,
    queryFn: ({ signal }) => getEInvoices(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useEInvoices(query: EInvoiceListQuery) {
  return useQuery({ ...eInvoicesQueryOptions(query), placeholderData: keepPreviousData });
}
