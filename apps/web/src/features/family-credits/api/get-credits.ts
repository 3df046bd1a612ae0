import { familyCreditAccountSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { creditsPath, familyCreditsKey } from './credits-key';

/** The list's search and filters, as the address bar keeps them. */
export type CreditFilters = { search?: string | undefined; centerId?: string | undefined; all?: boolean };
export type CreditListQuery = CreditFilters & { page: number; limit: number };

/** GET /admin/overtime/credits: a page of families' credit accounts and the paging meta. */
export async function getCredits(query: CreditListQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET', creditsPath, {
    auth: 'staff',
    query: {
      search: query.search,
      centerId: query.centerId,
      all: query.all ? 'true' : undefined,
      page: query.page,
      limit: query.limit,
    },
    schema: familyCreditAccountSchema.array(),
    signal,
  });
  return { items: data, meta: meta ?? { page: query.page, limit: query.limit, total: data.length } };
}

export const creditsQueryOptions = (query: CreditListQuery) =>
  queryOptions({
    queryKey: [...familyCreditsKey, 'list', query] as const,
    queryFn: ({ signal }) => getCredits(query, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useCredits(query: CreditListQuery) {
  return useQuery({ ...creditsQueryOptions(query), placeholderData: keepPreviousData });
}
