import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { absencesQueryOptions } from './get-absences';

/** DELETE /parent/children/{childId}/absences/{absenceId}: only before its first day starts. */
export function useWithdrawAbsence(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) =>
      api.delete(
        `/parent/children/${encodeURIComponent(childId)}/absences/${encodeURIComponent(absenceId)}`,
        { auth: 'parent' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: absencesQueryOptions(childId).queryKey }),
  });
}
