import { type AbsenceForm, absenceSchema } from '@cic/contract/parent/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { absencesQueryOptions } from './get-absences';

/** POST /parent/children/{childId}/absences: a day or a range the child will be absent. */
export function useReportAbsence(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: AbsenceForm) =>
      api.post(`/parent/children/${encodeURIComponent(childId)}/absences`, {
        auth: 'parent',
        body: form,
        schema: absenceSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesQueryOptions(childId).queryKey }),
  });
}
