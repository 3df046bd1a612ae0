import { medicationAuthorisationSchema } from '@cic/contract/medication/medication-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreMedicationQueryOptions } from './get-centre-medication';

type Answer =
  | { authorisationId: string; decision: 'accept' }
  | { authorisationId: string; decision: 'decline'; reason: string };

/** POST /center/medication/{id}/accept or /decline (heads of centre only). */
export function useAnswerMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) =>
      api.post(`/center/medication/${encodeURIComponent(answer.authorisationId)}/${answer.decision}`, {
        auth: 'staff',
        ...(answer.decision === 'decline' ? { body: { reason: answer.reason } } : {}),
        schema: medicationAuthorisationSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreMedicationQueryOptions().queryKey }),
  });
}
