import { type AgeingBucket, ageingRowSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { ageingKey, ageingPath } from './billing-key';

/** The Ageing page's centre, search, bucket and day aged at, as the address bar keeps them. */
export type AgeingFilters = {
  centerId?: string | undefined;
  search?: string | undefined;
  bucket?: AgeingBucket | undefined;
  /** A Kuala Lumpur day 'yyyy-MM-dd'; today when left out. */
  asOf?: string | undefined;
};
/** Where a page starts: after the last row of the page before it, or before the first of the next. */
export type AgeingPlace = { after?: string | undefined; before?: string | undefined };
/** A page: its number, and where it starts when it was reached by Next or Previous (decision 104). */
export type AgeingListQuery = AgeingFilters & AgeingPlace & { page: number; limit: number };

const ageingListSchema = z.array(ageingRowSchema);

/** GET /admin/billing/ageing?centerId&search&bucket&asOf&page&limit&after&before: families by what they owe, the most first. */
export function getAgeing(query: AgeingListQuery, signal?: AbortSignal) {
  return requestPage(ageingPath, query, ageingListSchema, signal);
}

export const ageingQueryOptions = (query: AgeingListQuery) =>
  queryOptions({
    queryKey: [...ageingKey, 'list', query] as const,
    queryFn: ({ signal }) => getAgeing(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useAgeing(query: AgeingListQuery) {
  return useQuery({ ...ageingQueryOptions(query), placeholderData: keepPreviousData });
}
