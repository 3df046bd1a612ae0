import { ageingSummarySchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ageingKey, ageingSummaryPath } from './billing-key';
import type { AgeingFilters } from './get-ageing';

/** GET /admin/billing/ageing/summary?centerId&search&bucket&asOf: the rows' totals by bucket, per centre and overall. */
export function getAgeingSummary(filters: AgeingFilters, signal?: AbortSignal) {
  return api.get(ageingSummaryPath, { auth: 'staff', query: filters, schema: ageingSummarySchema, signal });
}

export const ageingSummaryQueryOptions = (filters: AgeingFilters) =>
  queryOptions({
    queryKey: [...ageingKey, 'summary', filters] as const,
    queryFn: ({ signal }) => getAgeingSummary(filters, signal),
  });

/** Keeps the previous totals on screen while new filters' load. */
export function useAgeingSummary(filters: AgeingFilters) {
  return useQuery({ ...ageingSummaryQueryOptions(filters), placeholderData: keepPreviousData });
}
