import { type StartBillingRunBody, startedInvoicingRunSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runsKey, runsPath } from './billing-key';

/** POST /admin/billing/runs: queues drafting a month (202 with the run's id); again, only what is missing. */
export function startRun(body: StartBillingRunBody) {
  return api.post(runsPath, { auth: 'staff', body, schema: startedInvoicingRunSchema });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}
