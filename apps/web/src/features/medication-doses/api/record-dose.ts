import { medicationDoseSchema } from '@cic/contract/medication/medication-answers';
import type { DoseRequestInput } from '@cic/contract/medication/medication-doses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreMedicationQueryOptions } from './get-centre-medication';

/** POST /center/medication/{authorisationId}/doses: given or not, once per time of the day. */
export function useRecordDose(authorisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dose: DoseRequestInput) =>
      api.post(`/center/medication/${encodeURIComponent(authorisationId)}/doses`, {
        auth: 'staff',
        body: dose,
        schema: medicationDoseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreMedicationQueryOptions().queryKey }),
  });
}
