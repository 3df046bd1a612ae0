import { billingRunSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestPage } from '@/lib/request-page';
import { isRunGoing } from '../lib/run-status';
import { followRunMs, runsKey, runsPath } from './billing-key';

export type RunListQuery = { page: number; limit: number };

const runListSchema = z.array(billingRunSchema);

/** GET /admin/billing/runs?page&limit: the runs, the newest month first. */
export function getRuns(query: RunListQuery, signal?: AbortSignal) {
  return requestPage(runsPath, query, runListSchema, signal);
}

export const runsQueryOptions = (query: RunListQuery) =>
  queryOptions({
    queryKey: [...runsKey, 'list', query] as const,
    queryFn: ({ signal }) => getRuns(query, signal),
    // Follows a run being drafted or issued until it settles.
    refetchInterval: (current) =>
      current.state.data?.items.some((run) => isRunGoing(run.status)) ? followRunMs : false,
  });

/** Keeps the previous page on screen while the next one loads. */
export function useRuns(query: RunListQuery) {
  return useQuery({ ...runsQueryOptions(query), placeholderData: keepPreviousData });
}
