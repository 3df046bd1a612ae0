import { convertedInvoicesSchema, type PayStudentsInvoices } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesPath, overtimeInvoicesKey } from './invoices-key';

/** What a report page bills: the side sheet's items, or the Students tab's children. */
export type ReportChoice = { reportId: string } & ({ itemIds: string[] } | { childIds: string[] });

/**
 * POST /admin/overtime/invoices/proforma (drafts) or /admin/overtime/invoices (issued at once):
 * one invoice per family and centre.
 */
export function convertToInvoices(choice: ReportChoice, issue: boolean) {
  const options = { auth: 'staff', body: choice, schema: convertedInvoicesSchema } as const;
  return issue ? api.post(invoicesPath, options) : api.post(`${invoicesPath}/proforma`, options);
}

/** POST /admin/overtime/invoicing/reports/{id}/payments: the selected children's balances, paid. */
export function payStudents(reportId: string, body: PayStudentsInvoices) {
  return api.post(`/admin/overtime/invoicing/reports/${encodeURIComponent(reportId)}/payments`, {
    auth: 'staff',
    body,
    schema: convertedInvoicesSchema,
  });
}

/** The Invoices list changes too; the report page refreshes its own tables (`onChanged`). */
export function useConvertToInvoices(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, issue }: { choice: ReportChoice; issue: boolean }) =>
      convertToInvoices(choice, issue),
    onSuccess: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: overtimeInvoicesKey });
    },
  });
}

export function usePayStudents(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: PayStudentsInvoices }) =>
      payStudents(reportId, body),
    onSuccess: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: overtimeInvoicesKey });
    },
  });
}
