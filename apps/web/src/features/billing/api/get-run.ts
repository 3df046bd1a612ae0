import { billingRunDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isRunGoing } from '../lib/run-status';
import { followRunMs, runPath, runsKey } from './billing-key';

export const runQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: [...runsKey, 'detail', runId] as const,
    queryFn: ({ signal }) =>
      api.get(runPath(runId), { auth: 'staff', schema: billingRunDetailSchema, signal }),
    // Asked again while it is queued, drafting or issuing, until DRAFTED, ISSUED or FAILED.
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && isRunGoing(status) ? followRunMs : false;
    },
  });

/** GET /admin/billing/runs/{id}: the run, its figures and its totals by centre. */
export function useRun(runId: string) {
  return useQuery(runQueryOptions(runId));
}
