import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studentPath } from './get-student-items';
import { overtimeReportsKey } from './reports-key';

/** DELETE /admin/overtime/reports/{id}/students/{childId}: removes that child's items from the report. */
export function deleteStudentItems(reportId: string, childId: string) {
  return api.delete(studentPath(reportId, childId), { auth: 'staff' });
}

/** One child (the row menu) or several (the bulk menu); the report's totals and tabs refresh after. */
export function useDeleteStudents(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (childIds: readonly string[]) => {
      await Promise.all(childIds.map((childId) => deleteStudentItems(reportId, childId)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: overtimeReportsKey }),
  });
}
