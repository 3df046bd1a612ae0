import { consolidatedMonthSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { consolidatedMonthsPath, eInvoicesKey } from './billing-key';

export type ConsolidatedMonthsQuery = { page: number; limit: number };

const monthListSchema = z.array(consolidatedMonthSchema);

/** GET /admin/billing/e-invoices/months?page&limit: the consolidated e-invoices by month, newest first. */
export function getConsolidatedMonths(query: ConsolidatedMonthsQuery, signal?: AbortSignal) {
  return requestPage(consolidatedMonthsPath, query, monthListSchema, signal);
}

export const consolidatedMonthsQueryOptions = (query: ConsolidatedMonthsQuery) =>
  queryOptions({
    queryKey: [...eInvoicesKey, 'months', query] as const,
    queryFn: ({ signal }) => getConsolidatedMonths(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useConsolidatedMonths(query: ConsolidatedMonthsQuery) {
  return useQuery({ ...consolidatedMonthsQueryOptions(query), placeholderData: keepPreviousData });
}
