import { reportInvoicingSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overtimeInvoicesKey } from './invoices-key';

/**
 * GET /admin/overtime/invoicing/reports/{id}: the report's total split into what live invoices
 * hold (through this report or another over the same check-outs, decision 087) and what is left.
 * Kept under the Invoices key, so every conversion, run, payment or void refreshes it; `figures`
 * (the report's kept total and count) in the key, so an item's edit or delete does too.
 */
export function getReportInvoicing(reportId: string, signal?: AbortSignal) {
  return api.get(`/admin/overtime/invoicing/reports/${encodeURIComponent(reportId)}`, {
    auth: 'staff',
    schema: reportInvoicingSchema,
    signal,
  });
}

export const reportInvoicingQueryOptions = (reportId: string, figures: string) =>
  queryOptions({
    queryKey: [...overtimeInvoicesKey, 'report', reportId, figures] as const,
    queryFn: ({ signal }) => getReportInvoicing(reportId, signal),
  });

export function useReportInvoicing(reportId: string, figures: string) {
  return useQuery({ ...reportInvoicingQueryOptions(reportId, figures), placeholderData: (last) => last });
}
