import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportPath } from './get-report';
import { overtimeReportsKey } from './reports-key';

/** DELETE /admin/overtime/reports/{id}: the report and its items (invoices made from it stay). */
export function deleteReport(reportId: string) {
  return api.delete(reportPath(reportId), { auth: 'staff' });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_data, reportId) => {
      queryClient.removeQueries({ queryKey: [...overtimeReportsKey, 'report', reportId] });
      return queryClient.invalidateQueries({ queryKey: [...overtimeReportsKey, 'list'] });
    },
  });
}
