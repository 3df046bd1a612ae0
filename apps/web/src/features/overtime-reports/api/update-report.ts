import type { EditOvertimeReport } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportPath } from './get-report';
import { overtimeReportsKey } from './reports-key';

/** PUT /admin/overtime/reports/{id}: only the name and description change. */
export function updateReport(reportId: string, body: EditOvertimeReport) {
  return api.put(reportPath(reportId), { auth: 'staff', body });
}

export function useUpdateReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditOvertimeReport) => updateReport(reportId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeReportsKey }),
  });
}
