import { ageingSummarySchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ageingKey, ageingSummaryPath, billingPageSize } from './billing-key';
import type { AgeingFilters } from './get-ageing';

/**
 * GET /admin/billing/ageing/summary?centerId&search&bucket&asOf&page&limit: the rows' totals by
 * bucket over all, and a page of the centres' totals.
 */
export function getAgeingSummary(filters: AgeingFilters, page: number, signal?: AbortSignal) {
  return api.get(ageingSummaryPath, {
    auth: 'staff',
    query: { ...filters, page, limit: billingPageSize },
    schema: ageingSummarySchema,
    signal,
  });
}

export const ageingSummaryQueryOptions = (filters: AgeingFilters, page: number) =>
  queryOptions({
    queryKey: [...ageingKey, 'summary', filters, page] as const,
    queryFn: ({ signal }) => getAgeingSummary(filters, page, signal),
  });

/** Keeps the previous totals on screen while new filters' (or the next centres') load. */
export function useAgeingSummary(filters: AgeingFilters, page: number) {
  return useQuery({ ...ageingSummaryQueryOptions(filters, page), placeholderData: keepPreviousData });
}
