import { invoicingRunSchema, startedInvoicingRunSchema } from '@cic/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeInvoicesKey } from './invoices-key';

/** How often a queued or running run is asked again (ms). */
const followRunMs = 1_000;

/** POST /admin/overtime/invoicing/reports/{id}/runs: queues invoicing the whole report (202). */
export function startInvoicingRun(reportId: string, issue: boolean) {
  return api.post(`/admin/overtime/invoicing/reports/${encodeURIComponent(reportId)}/runs`, {
    auth: 'staff',
    body: { issue },
    schema: startedInvoicingRunSchema,
  });
}

/** GET /admin/overtime/invoicing/runs/{id}: the run's state and what it has made so far. */
export function getInvoicingRun(runId: string, signal?: AbortSignal) {
  return api.get(`/admin/overtime/invoicing/runs/${encodeURIComponent(runId)}`, {
    auth: 'staff',
    schema: invoicingRunSchema,
    signal,
  });
}

export function useStartInvoicingRun() {
  return useMutation({
    mutationFn: ({ reportId, issue }: { reportId: string; issue: boolean }) =>
      startInvoicingRun(reportId, issue),
  });
}

/** The run, asked again every second until it is DONE or FAILED; null asks nothing. */
export function useInvoicingRun(runId: string | null) {
  return useQuery({
    queryKey: [...overtimeInvoicesKey, 'run', runId] as const,
    queryFn: ({ signal }) => getInvoicingRun(runId ?? '', signal),
    enabled: runId !== null,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'DONE' || status === 'FAILED' ? false : followRunMs;
    },
  });
}
