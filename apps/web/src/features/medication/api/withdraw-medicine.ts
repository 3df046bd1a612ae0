import { medicationAuthorisationSchema } from '@cic/contract/medication/medication-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { childMedicationQueryOptions } from './get-child-medication';

/** POST /parent/medication/{authorisationId}/withdraw: nothing more is given. */
export function useWithdrawMedicine(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authorisationId: string) =>
      api.post(`/parent/medication/${encodeURIComponent(authorisationId)}/withdraw`, {
        auth: 'parent',
        schema: medicationAuthorisationSchema,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: childMedicationQueryOptions(childId).queryKey }),
  });
}
