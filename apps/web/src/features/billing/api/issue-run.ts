import { startedInvoicingRunSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runIssuePath, runsKey } from './billing-key';

/** POST /admin/billing/runs/{id}/issue: queues issuing every draft of the run (202). */
export function issueRun(runId: string) {
  return api.post(runIssuePath(runId), { auth: 'staff', schema: startedInvoicingRunSchema });
}

/** The run (now ISSUING) is asked again, and followed until it is ISSUED or FAILED. */
export function useIssueRun(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueRun(runId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}
