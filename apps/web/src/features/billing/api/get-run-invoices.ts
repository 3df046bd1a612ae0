import { billingRunInvoiceSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { runInvoicesPath, runsKey } from './billing-key';

/** A run's invoice list's centre, search and 'only changes', as the address bar keeps them. */
export type RunInvoiceFilters = {
  centerId?: string | undefined;
  search?: string | undefined;
  changed?: boolean;
};
export type RunInvoiceListQuery = RunInvoiceFilters & { page: number; limit: number };

const runInvoiceListSchema = z.array(billingRunInvoiceSchema);

/** GET /admin/billing/runs/{id}/invoices: a page of the month's invoices with last month's totals. */
export function getRunInvoices(runId: string, query: RunInvoiceListQuery, signal?: AbortSignal) {
  const { changed, ...rest } = query;
  return requestPage(
    runInvoicesPath(runId),
    { ...rest, changed: changed ? 'true' : undefined },
    runInvoiceListSchema,
    signal,
  );
}

/**
 * `figures` are the run's own (status, invoices, issued): while the run drafts or issues, each
 * change of them asks for the list again, so it follows the run without a timer of its own.
 */
export const runInvoicesQueryOptions = (runId: string, query: RunInvoiceListQuery, figures: string) =>
  queryOptions({
    queryKey: [...runsKey, 'invoices', runId, query, figures] as const,
    queryFn: ({ signal }) => getRunInvoices(runId, query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useRunInvoices(runId: string, query: RunInvoiceListQuery, figures: string) {
  return useQuery({ ...runInvoicesQueryOptions(runId, query, figures), placeholderData: keepPreviousData });
}
